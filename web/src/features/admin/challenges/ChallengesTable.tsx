import type { Challenge } from '@esn/contract';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { Button } from '../../../shared/ui/Button';
import { focusRing } from '../../../shared/ui/focus';
import { Spinner } from '../../../shared/ui/Spinner';
import { ChallengeTags } from '../../challenges/components';
import { useChallengeWords } from '../../challenges';

interface ChallengesTableProps {
  items: Challenge[];
  pending: boolean;
  fetching: boolean;
  failed: boolean;
  onRetry: () => void;
  onEdit: (challenge: Challenge) => void;
  onDelete: (challenge: Challenge) => void;
}

const COLUMNS = ['title', 'kind', 'counts', 'xp', 'badge', 'status', 'window', 'participants', 'actions'] as const;

export function ChallengesTable({ items, pending, fetching, failed, onRetry, onEdit, onDelete }: ChallengesTableProps) {
  const { t } = useTranslation(['admin', 'challenges']);
  const words = useChallengeWords();

  if (pending) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-zinc-400">
        <Spinner size="sm" />
        {t('challenges.loading')}
      </p>
    );
  }
  if (failed) {
    return (
      <div className="flex items-center gap-3 py-6 text-sm text-zinc-400">
        <p role="alert">{t('challenges.loadError')}</p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('challenges.retry')}
        </Button>
      </div>
    );
  }
  if (items.length === 0) return <p className="py-6 text-sm text-zinc-400">{t('challenges.empty')}</p>;

  const th = 'px-3 py-2 text-left text-xs font-medium uppercase tracking-wide text-zinc-400';
  const td = 'px-3 py-2.5 align-middle text-zinc-300';
  return (
    // Scrolls sideways on a phone; focusable so that a keyboard can scroll it too.
    <div
      role="region"
      aria-labelledby="admin-challenges-caption"
      tabIndex={0}
      className={cn('overflow-x-auto rounded-xl border border-zinc-800', focusRing)}
    >
      <table className="w-full min-w-[64rem] text-sm" aria-busy={fetching || undefined}>
        <caption id="admin-challenges-caption" className="sr-only">
          {t('challenges.caption')}
        </caption>
        <thead className="bg-zinc-900/80">
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className={cn(
                  th,
                  (column === 'xp' || column === 'participants' || column === 'actions') && 'text-right',
                )}
              >
                {t(`challenges.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-800">
          {items.map((item) => (
            <tr key={item.id} className="hover:bg-zinc-900/60">
              <th scope="row" className={cn(td, 'max-w-[14rem] truncate text-left font-medium text-white')}>
                {words.texts(item).title}
              </th>
              <td className={td}>
                <ChallengeTags type={item.type} difficulty={item.difficulty} />
              </td>
              <td className={td}>{words.target(item)}</td>
              <td className={cn(td, 'text-right tabular-nums')}>{item.xpReward}</td>
              <td className={td}>
                {item.badgeReward ?? <span className="text-zinc-500">{t('challenges.noBadge')}</span>}
              </td>
              <td className={td}>{t(`challenges:status.${item.status}`)}</td>
              <td className={cn(td, 'text-xs')}>{words.window(item)}</td>
              <td className={cn(td, 'text-right tabular-nums')}>
                {t('challenges.participants', { joined: item.participantsCount, completed: item.completedCount })}
              </td>
              <td className={cn(td, 'whitespace-nowrap text-right')}>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('challenges.editNamed', { title: item.title })}
                  onClick={() => onEdit(item)}
                >
                  <Pencil className="h-4 w-4" aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-rose-300 hover:text-rose-100"
                  aria-label={t('challenges.deleteNamed', { title: item.title })}
                  onClick={() => onDelete(item)}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
