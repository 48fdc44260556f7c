import type { NamedPerson } from '@esn/contract/users/display-name';
import { cn } from '../lib/cn';
import { displayName } from './Avatar';

/**
 * A person named the one way (displayName: first and last name when set, else the handle), with the handle as
 * the secondary line, "@handle"; left out when the handle is the name already.
 */
export function PersonName({ person, nameClassName }: { person: NamedPerson; nameClassName?: string }) {
  const name = displayName(person);
  return (
    <span className="min-w-0">
      <span className={cn('block truncate font-medium text-white', nameClassName)}>{name}</span>
      {name !== person.nickname && <span className="block truncate text-xs text-zinc-400">@{person.nickname}</span>}
    </span>
  );
}
