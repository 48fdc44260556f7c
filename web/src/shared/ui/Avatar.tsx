import { displayName } from '@esn/contract/users/display-name';
import { cn } from '../lib/cn';
import { initials } from '../lib/initials';

// The naming rule lives once, in the contract (the server names people the same way); re-exported for the web.
export { displayName };

/** Whatever names a person: the signed-in user, a profile, a notification's sender. */
export interface Person {
  nickname: string;
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
  avatarUrl?: string | null;
}

/** The initials of the name shown for the person (see `initials`): "Ayşe Yılmaz" → "AY", "ismail" → "İ". */
function initialsOf(person: Pick<Person, 'firstName' | 'lastName' | 'nickname'>): string {
  return initials(displayName(person));
}

/** The uploaded photo, else the chosen avatar, else initials; decorative (the name is always written nearby). */
export function Avatar({ user, className }: { user: Person; className?: string }) {
  const src = user.profileImageUrl ?? user.avatarUrl;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex h-9 w-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-gradient-to-br from-violet-600 to-cyan-500 text-xs font-bold text-white',
        className,
      )}
    >
      {src ? <img src={src} alt="" className="h-full w-full object-cover" /> : initialsOf(user)}
    </span>
  );
}
