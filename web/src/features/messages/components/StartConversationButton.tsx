import { MessageSquare, MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { Button } from '../../../shared/ui/Button';
import { toast } from '../../../shared/ui/toast';
import { useStartConversation, useTeamConversation } from '../api';
import { messagesPath, type ComposeState } from '../lib/conversation';

/**
 * Opens the conversation (new or existing) on the messages page, where the whole thread has room, ready to type in
 * (`compose`: the person asked to write, so the cursor waits in the message box); the server's reason shows as a
 * toast when it refuses (blocked, connections only, not a member).
 */
function useOpenAndGo() {
  const navigate = useNavigate();
  const { t } = useTranslation('errors');
  return {
    onSuccess: (conversation: { id: string }) =>
      void navigate(messagesPath(conversation.id), { state: { compose: true } satisfies ComposeState }),
    onError: (error: unknown) => toast({ variant: 'error', description: errorMessage(error, t) }),
  };
}

/** "Message" on someone's profile (the profile page hides it when the reader blocked them). */
export function MessageUserButton({ userId, label, ariaLabel }: { userId: string; label: string; ariaLabel?: string }) {
  const start = useStartConversation();
  const handlers = useOpenAndGo();
  return (
    <Button
      variant="secondary"
      loading={start.isPending}
      aria-label={ariaLabel}
      onClick={() => start.mutate({ userId }, handlers)}
    >
      {!start.isPending && <MessageSquare className="h-4 w-4" aria-hidden="true" />}
      {label}
    </Button>
  );
}

/** "Team chat" on a team's page, for its members. */
export function TeamChatButton({ teamId, label, ariaLabel }: { teamId: string; label: string; ariaLabel?: string }) {
  const open = useTeamConversation();
  const handlers = useOpenAndGo();
  return (
    <Button
      variant="secondary"
      loading={open.isPending}
      aria-label={ariaLabel}
      onClick={() => open.mutate({ teamId }, handlers)}
    >
      {!open.isPending && <MessagesSquare className="h-4 w-4" aria-hidden="true" />}
      {label}
    </Button>
  );
}
