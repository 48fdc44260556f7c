import { useTranslation } from 'react-i18next';
import { displayName } from '../../../shared/ui/Avatar';
import { useTypingPeople } from '../api';

/** "Ayşe yazıyor..." while the socket says so (each signal lasts MESSAGE_LIMITS.typingTtlMs). */
export function TypingIndicator({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation('messages');
  const people = useTypingPeople(conversationId);
  const text =
    people.length === 0
      ? ''
      : people.length === 1
        ? t('thread.typing', { name: displayName(people[0]!.user) })
        : t('thread.typingMany', { count: people.length });
  // Always in the page, so that screen readers announce the change.
  return (
    <p role="status" aria-live="polite" className="flex h-5 items-center gap-1.5 px-4 text-xs italic text-zinc-400">
      {text && (
        <span className="flex gap-0.5" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <span
              key={i}
              className="h-1 w-1 animate-bounce rounded-full bg-zinc-400"
              style={{ animationDelay: `${i * 150}ms` }}
            />
          ))}
        </span>
      )}
      {text}
    </p>
  );
}
