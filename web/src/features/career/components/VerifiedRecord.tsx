import type { GameRecord, Placement, RosterStint, VerifiedRecord } from '@esn/contract';
import { Eye, EyeOff, ShieldCheck, Trophy, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { useFormatDate } from '../../../shared/hooks/useFormatDate';
import { Button } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';
import { toast } from '../../../shared/ui/toast';
import { useFormatPercent } from '../../../shared/lib/percent';
import { useMoreRecord, useRecordVisibility, useVerifiedRecord } from '../record';
import { VerifiedBadge } from './VerifiedBadge';

/** The owner's hide/show control of one entry (nobody else gets one; nobody gets an edit control). */
function VisibilityToggle({ id, hidden, label }: { id: string; hidden: boolean; label: string }) {
  const { t } = useTranslation('career');
  const change = useRecordVisibility();
  return (
    <Button
      size="sm"
      variant="ghost"
      busy={change.isPending}
      aria-label={t(hidden ? 'verified.showEntry' : 'verified.hideEntry', { entry: label })}
      onClick={() =>
        change.mutate(
          { id, hidden: !hidden },
          {
            onSuccess: () =>
              toast({ variant: 'success', description: t(hidden ? 'verified.shown' : 'verified.hidden') }),
            onError: (error) => toast({ variant: 'error', description: errorMessage(error, t) }),
          },
        )
      }
    >
      {hidden ? <Eye className="h-4 w-4" aria-hidden="true" /> : <EyeOff className="h-4 w-4" aria-hidden="true" />}
      <span className="hidden sm:inline">{t(hidden ? 'verified.show' : 'verified.hide')}</span>
    </Button>
  );
}

/** One verified entry: greyed with "hidden" when its owner hid it (only he sees it then). */
function Entry({
  label,
  hidden,
  id,
  own,
  children,
}: {
  label: string;
  hidden: boolean;
  id: string;
  own: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('career');
  return (
    <li
      aria-label={label}
      data-hidden={hidden || undefined}
      className={`flex flex-col gap-2 py-3 sm:flex-row sm:items-start ${hidden ? 'opacity-60 print:hidden' : ''}`}
    >
      <div className="min-w-0 flex-1 space-y-1">
        {children}
        <p className="flex flex-wrap items-center gap-2">
          <VerifiedBadge />
          {hidden && (
            <span className="rounded-full border border-zinc-600 px-2 py-0.5 text-xs text-zinc-300">
              {t('verified.hiddenTag')}
            </span>
          )}
        </p>
      </div>
      {own && (
        <div className="shrink-0 print:hidden">
          <VisibilityToggle id={id} hidden={hidden} label={label} />
        </div>
      )}
    </li>
  );
}

function StintEntry({ stint, own }: { stint: RosterStint; own: boolean }) {
  const { t } = useTranslation('career');
  const formatDate = useFormatDate();
  const date = (iso: string) => formatDate(iso, { dateStyle: 'medium' });
  const team = stint.team.exists ? (
    <Link to={`/team/${encodeURIComponent(stint.team.slug)}`} className="hover:underline">
      {stint.team.name}
    </Link>
  ) : (
    stint.team.name
  );
  return (
    <Entry label={stint.team.name} hidden={stint.hidden} id={stint.id} own={own}>
      <h4 className="font-semibold text-white print:text-black">{team}</h4>
      <p className="text-sm text-zinc-300 print:text-black">
        {t(`roles.${stint.role}`)}
        {stint.viaTransfer && ` · ${t('verified.viaTransfer')}`}
      </p>
      <p className="text-xs text-zinc-400 print:text-zinc-700">
        <time dateTime={stint.joinedAt}>{date(stint.joinedAt)}</time> –{' '}
        {stint.leftAt ? <time dateTime={stint.leftAt}>{date(stint.leftAt)}</time> : t('present')}
        {stint.endedBy && ` · ${t(`verified.ended.${stint.endedBy}`)}`}
      </p>
    </Entry>
  );
}

function PlacementEntry({ placement, own }: { placement: Placement; own: boolean }) {
  const { t } = useTranslation(['career', 'common']);
  const formatDate = useFormatDate();
  return (
    <Entry label={placement.tournament.name} hidden={placement.hidden} id={placement.id} own={own}>
      <h4 className="font-semibold text-white print:text-black">
        <Link to={`/tournaments/${encodeURIComponent(placement.tournament.id)}`} className="hover:underline">
          {placement.tournament.name}
        </Link>
      </h4>
      <p className="text-sm text-zinc-300 print:text-black">
        {t('career:verified.rank', { rank: placement.rank, size: placement.size })}
        {placement.teamName && ` · ${placement.teamName}`}
      </p>
      <p className="text-xs text-zinc-400 print:text-zinc-700">
        {t(`common:games.${placement.game}`, { defaultValue: placement.game })} ·{' '}
        {t(`career:verified.formats.${placement.format}`)} ·{' '}
        <time dateTime={placement.date}>{formatDate(placement.date, { dateStyle: 'medium' })}</time>
      </p>
    </Entry>
  );
}

function GameEntry({ game, own }: { game: GameRecord; own: boolean }) {
  const { t } = useTranslation(['career', 'common']);
  const formatPercent = useFormatPercent();
  const name = t(`common:games.${game.game}`, { defaultValue: game.game });
  return (
    <Entry label={name} hidden={game.hidden} id={game.id} own={own}>
      <h4 className="font-semibold text-white print:text-black">{name}</h4>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-xs text-zinc-400">{t('career:verified.stats.matches')}</dt>
          <dd className="text-white print:text-black">{game.matches}</dd>
        </div>
        <div>
          <dt className="text-xs text-zinc-400">{t('career:verified.stats.wins')}</dt>
          <dd className="text-white print:text-black">{game.wins}</dd>
        </div>
        <div>
          <dt className="text-xs text-zinc-400">{t('career:verified.stats.winRate')}</dt>
          <dd className="text-white print:text-black">{game.winRate === null ? '—' : formatPercent(game.winRate)}</dd>
        </div>
        <div>
          <dt className="text-xs text-zinc-400">{t('career:verified.stats.rating')}</dt>
          {/* Filled by the ratings feature; until then an honest "not rated yet", never a made-up number. */}
          <dd className="text-white print:text-black">{game.rating ?? t('career:verified.stats.noRating')}</dd>
        </div>
      </dl>
    </Entry>
  );
}

function MoreButton({ hasMore, loading, more }: { hasMore: boolean; loading: boolean; more: () => void }) {
  const { t } = useTranslation('career');
  if (!hasMore) return null;
  return (
    <Button size="sm" variant="secondary" disabled={loading} onClick={more} className="print:hidden">
      {t('verified.more')}
    </Button>
  );
}

function Group({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <h3 className="flex items-center gap-2 text-sm font-medium text-zinc-200 print:text-black">
        {icon}
        {title}
      </h3>
      {children}
    </div>
  );
}

/**
 * The verified record (roster history, placements, per-game statistics) as the CV and the career page show it.
 * `own`: the reader is its owner, who sees his hidden entries greyed and may hide or show each.
 */
type SectionsProps = {
  userId: string;
  own: boolean;
  /** As a signed-out CV brought it: shown as it is. */ given?: VerifiedRecord;
};

export function VerifiedRecordSections({ userId, own, given }: SectionsProps) {
  const { t } = useTranslation('career');
  const record = useVerifiedRecord(userId, given);
  if (record.isPending)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-zinc-400">
        <Spinner size="sm" />
        {t('verified.loading')}
      </p>
    );
  if (!record.data)
    return (
      <div className="flex items-center gap-3 text-sm text-zinc-400">
        <p role="alert">{t('verified.error')}</p>
        <Button size="sm" variant="secondary" onClick={() => void record.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  const { roster, placements, games } = record.data;
  if (roster.items.length === 0 && placements.items.length === 0 && games.length === 0)
    // What will appear here is advice for the owner; anyone else is only told there is nothing yet.
    return <p className="text-sm text-zinc-400">{t(own ? 'verified.empty' : 'verified.emptyVisitor')}</p>;
  return <Lists userId={userId} own={own} data={record.data} />;
}

function Lists({
  userId,
  own,
  data,
}: {
  userId: string;
  own: boolean;
  data: NonNullable<ReturnType<typeof useVerifiedRecord>['data']>;
}) {
  const { t } = useTranslation('career');
  const roster = useMoreRecord('roster', userId, data.roster);
  const placements = useMoreRecord('placements', userId, data.placements);
  const icon = (node: ReactNode) => <span className="text-emerald-300 print:hidden">{node}</span>;
  return (
    <div className="space-y-4">
      {roster.items.length > 0 && (
        <Group icon={icon(<Users className="h-4 w-4" aria-hidden="true" />)} title={t('verified.roster')}>
          <ol className="divide-y divide-zinc-800" aria-label={t('verified.roster')}>
            {roster.items.map((s) => (
              <StintEntry key={s.id} stint={s} own={own} />
            ))}
          </ol>
          <MoreButton {...roster} />
        </Group>
      )}
      {placements.items.length > 0 && (
        <Group icon={icon(<Trophy className="h-4 w-4" aria-hidden="true" />)} title={t('verified.placements')}>
          <ol className="divide-y divide-zinc-800" aria-label={t('verified.placements')}>
            {placements.items.map((p) => (
              <PlacementEntry key={p.id} placement={p} own={own} />
            ))}
          </ol>
          <MoreButton {...placements} />
        </Group>
      )}
      {data.games.length > 0 && (
        <Group icon={icon(<ShieldCheck className="h-4 w-4" aria-hidden="true" />)} title={t('verified.games')}>
          <ul className="divide-y divide-zinc-800" aria-label={t('verified.games')}>
            {data.games.map((g) => (
              <GameEntry key={g.id} game={g} own={own} />
            ))}
          </ul>
        </Group>
      )}
    </div>
  );
}
