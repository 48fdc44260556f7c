import type { User } from '@esn/contract';
import { cn } from '../../../shared/lib/cn';

export function displayName(user: Pick<User, 'firstName' | 'lastName' | 'nickname'>): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return full || user.nickname;
}

export function UserAvatar({ user, className }: { user: User; className?: string }) {
  const src = user.profileImageUrl ?? user.avatarUrl;
  const initials = displayName(user).slice(0, 2).toUpperCase();
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex h-9 w-9 items-center justify-center overflow-hidden rounded-full bg-gradient-to-br from-violet-600 to-cyan-500 text-xs font-bold text-white',
        className,
      )}
    >
      {src ? <img src={src} alt="" className="h-full w-full object-cover" /> : initials}
    </span>
  );
}
