import { Trophy } from 'lucide-react';
import { cn } from '../../../shared/lib/cn';

/** The banner image, else a gradient with a trophy; decorative (the name is always written next to it). */
export function TournamentBanner({ url, className }: { url: string | null; className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'flex items-center justify-center overflow-hidden bg-gradient-to-br from-violet-900 via-zinc-900 to-cyan-900',
        className,
      )}
    >
      {url ? (
        <img src={url} alt="" className="h-full w-full object-cover" loading="lazy" />
      ) : (
        <Trophy className="h-10 w-10 text-violet-300/60" />
      )}
    </div>
  );
}
