import type { Conversation } from '@esn/contract';
import { Avatar } from '../../../shared/ui/Avatar';
import { cn } from '../../../shared/lib/cn';
import { initials } from '../../../shared/lib/initials';

/** The other person's picture, the team's logo, or "VS" for a match lobby; decorative (the name is always written next to it). */
export function ConversationAvatar({
  conversation,
  className,
}: {
  conversation: Pick<Conversation, 'other' | 'team'> & Partial<Pick<Conversation, 'match'>>;
  className?: string;
}) {
  if (conversation.other) return <Avatar user={conversation.other} className={className} />;
  const team = conversation.team;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex h-9 w-9 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-gradient-to-br from-cyan-600 to-violet-600 text-xs font-bold text-white',
        className,
      )}
    >
      {conversation.match ? (
        'VS'
      ) : team?.logoUrl ? (
        <img src={team.logoUrl} alt="" className="h-full w-full object-cover" />
      ) : (
        initials(team?.name ?? '')
      )}
    </span>
  );
}
