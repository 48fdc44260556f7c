import type { Message } from '@esn/contract';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { clockTime } from '../lib/time';
import { systemLineText } from '../lib/conversation';

/**
 * A match lobby's system line (a result submitted, approved, disputed…): centred and muted, unlike what people
 * write, in the reader's language; screen readers hear it as a notice from the site.
 */
export function SystemLine({ message, language }: { message: Message; language: string | undefined }) {
  const { t } = useTranslation('messages');
  return (
    <li className="my-2 flex justify-center" data-testid="system-line">
      <p className="flex max-w-[90%] items-start gap-1.5 rounded-lg border border-amber-700/40 bg-amber-950/30 px-3 py-1.5 text-center text-xs text-amber-100">
        <Info className="mt-0.5 h-3.5 w-3.5 shrink-0 text-amber-300" aria-hidden="true" />
        <span>
          <span className="sr-only">{t('lobby.systemLine')}: </span>
          {systemLineText(message, language)}{' '}
          <time dateTime={message.createdAt} className="text-amber-300/70">
            {clockTime(message.createdAt, language)}
          </time>
        </span>
      </p>
    </li>
  );
}
