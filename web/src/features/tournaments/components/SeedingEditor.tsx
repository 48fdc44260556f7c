import type { Tournament, TournamentParticipant } from '@esn/contract';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { Button } from '../../../shared/ui/Button';
import { useCheckIn, useRemoveRegistration, useSeeding } from '../api';
import type { ManageControls } from '../lib/permissions';
import { useToasts } from '../../../shared/ui/toast/useToasts';
import { ConfirmButton } from './ConfirmButton';
import { inSeedOrder } from './ParticipantsTab';

/** Moves the item at `from` to `to`, the others keeping their order. */
/** Remount key of the editor: changes when the server's registrations or seeds do. */
export const seedingKey = (participants: TournamentParticipant[]) =>
  inSeedOrder(participants)
    .map((p) => `${p.id}:${p.seed ?? ''}`)
    .join(',');

function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item === undefined || to < 0 || to > next.length) return [...items];
  next.splice(to, 0, item);
  return next;
}

/**
 * The registrations in seed order (1 = top seed). The organizer reorders them by dragging or with the up/down
 * buttons (keyboard), and saves; or lets the server order them by skill rating. Each row can be removed and,
 * during the check-in window, checked in or out. Moves are announced to screen readers.
 */
export function SeedingEditor({
  tournament,
  participants,
  controls,
}: {
  tournament: Tournament;
  participants: TournamentParticipant[];
  controls: ManageControls;
}) {
  const { t } = useTranslation('tournaments');
  const loaded = inSeedOrder(participants);
  const loadedIds = loaded.map((p) => p.id).join(',');
  // Only the order is local; the rows themselves (check-in state) always come from the latest participants.
  // The page remounts this editor when registrations or seeds change on the server (see `seedingKey`).
  const [ids, setIds] = useState(() => loaded.map((p) => p.id));
  const byId = new Map(participants.map((p) => [p.id, p]));
  const order = ids.flatMap((id) => byId.get(id) ?? []);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<number | null>(null);
  const seeding = useSeeding(tournament.id);
  const { onError, success } = useToasts();

  const dirty = order.map((p) => p.id).join(',') !== loadedIds;
  const move = (from: number, to: number) => {
    if (to < 0 || to >= order.length) return;
    const item = order[from];
    setIds(moveItem(ids, from, to));
    if (item) setAnnouncement(t('seeding.moved', { name: item.name, position: to + 1 }));
  };
  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragging !== null) move(dragging, to);
    setDragging(null);
  };

  return (
    <section aria-labelledby="seeding-title" className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h3 id="seeding-title" className="font-semibold text-white">
            {t('seeding.title')}
          </h3>
          <p className="text-sm text-zinc-400">{controls.seed ? t('seeding.help') : t('seeding.locked')}</p>
        </div>
        {controls.seed && order.length > 1 && (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              loading={
                seeding.isPending &&
                !dirty &&
                seeding.variables &&
                'method' in seeding.variables &&
                seeding.variables.method === 'skill'
              }
              onClick={() =>
                seeding.mutate({ method: 'skill' }, { onSuccess: () => success(t('seeding.bySkillDone')), onError })
              }
            >
              {t('seeding.bySkill')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              loading={
                seeding.isPending &&
                !dirty &&
                seeding.variables &&
                'method' in seeding.variables &&
                seeding.variables.method === 'rating'
              }
              title={t('seeding.byRatingHint')}
              onClick={() =>
                seeding.mutate({ method: 'rating' }, { onSuccess: () => success(t('seeding.byRatingDone')), onError })
              }
            >
              {t('seeding.byRating')}
            </Button>
            <Button
              size="sm"
              disabled={!dirty}
              loading={seeding.isPending && dirty}
              onClick={() =>
                seeding.mutate(
                  { participantIds: order.map((p) => p.id) },
                  { onSuccess: () => success(t('seeding.saved')), onError },
                )
              }
            >
              {t('seeding.save')}
            </Button>
          </div>
        )}
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {order.length === 0 ? (
        <p className="text-sm text-zinc-400">{t('participants.empty')}</p>
      ) : (
        <ol aria-label={t('seeding.list')} className="space-y-1.5">
          {order.map((p, index) => (
            <li
              key={p.id}
              draggable={controls.seed}
              onDragStart={() => setDragging(index)}
              onDragOver={(e) => controls.seed && e.preventDefault()}
              onDrop={(e) => onDrop(e, index)}
              onDragEnd={() => setDragging(null)}
              className={cn(
                'flex flex-wrap items-center gap-2 rounded-lg border bg-zinc-900/60 px-3 py-2 text-sm',
                dragging === index ? 'border-violet-400 opacity-60' : 'border-zinc-800',
              )}
            >
              {controls.seed && <GripVertical className="h-4 w-4 cursor-grab text-zinc-500" aria-hidden="true" />}
              <span className="w-6 text-right tabular-nums text-zinc-400">{index + 1}</span>
              <span className="min-w-0 flex-1 truncate font-medium text-white">{p.name}</span>
              {p.skillRating !== null && (
                <span className="text-xs text-zinc-400">{t('seeding.rating', { rating: p.skillRating })}</span>
              )}
              {tournament.checkInOpensAt && (
                <CheckInToggle tournament={tournament} participant={p} enabled={controls.checkInOthers} />
              )}
              {controls.seed && (
                <span className="flex gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    className="h-8 w-8"
                    disabled={index === 0}
                    aria-label={t('seeding.up', { name: p.name })}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUp className="h-4 w-4" aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="h-8 w-8"
                    disabled={index === order.length - 1}
                    aria-label={t('seeding.down', { name: p.name })}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDown className="h-4 w-4" aria-hidden="true" />
                  </Button>
                </span>
              )}
              {controls.removeRegistration && <RemoveRegistration tournament={tournament} participant={p} />}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function CheckInToggle({
  tournament,
  participant,
  enabled,
}: {
  tournament: Tournament;
  participant: TournamentParticipant;
  enabled: boolean;
}) {
  const { t } = useTranslation('tournaments');
  const checkIn = useCheckIn(tournament.id);
  const { onError } = useToasts();
  const checked = Boolean(participant.checkedInAt);
  if (!enabled) {
    return (
      <span className={cn('text-xs', checked ? 'text-emerald-300' : 'text-zinc-500')}>
        {checked ? t('participants.checkedIn') : t('participants.notCheckedIn')}
      </span>
    );
  }
  return (
    <Button
      variant={checked ? 'secondary' : 'ghost'}
      size="sm"
      loading={checkIn.isPending}
      aria-pressed={checked}
      aria-label={t('manage.checkInOf', { name: participant.name })}
      onClick={() => checkIn.mutate({ participantId: participant.id, checkedIn: !checked }, { onError })}
    >
      {checked ? t('participants.checkedIn') : t('manage.checkInAction')}
    </Button>
  );
}

function RemoveRegistration({
  tournament,
  participant,
}: {
  tournament: Tournament;
  participant: TournamentParticipant;
}) {
  const { t } = useTranslation('tournaments');
  const remove = useRemoveRegistration(tournament.id);
  const { onError, success } = useToasts();
  return (
    <ConfirmButton
      variant="ghost"
      size="sm"
      aria-label={t('manage.removeOf', { name: participant.name })}
      title={t('manage.removeTitle')}
      description={t('manage.removeBody', { name: participant.name })}
      confirmLabel={t('manage.remove')}
      pending={remove.isPending}
      onConfirm={(close) =>
        remove.mutate(participant.id, {
          onSuccess: () => {
            close();
            success(t('manage.removed', { name: participant.name }));
          },
          onError,
        })
      }
    >
      {t('manage.remove')}
    </ConfirmButton>
  );
}
