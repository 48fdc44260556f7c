import { formatBadgeCount } from '../lib/badge';

export function CountBadge({ count }: { count: number }) {
  const text = formatBadgeCount(count);
  if (!text) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -right-1 -top-1 min-w-5 rounded-full bg-rose-600 px-1 text-center text-[10px] font-bold leading-5 text-white ring-2 ring-zinc-950"
    >
      {text}
    </span>
  );
}
