import { gamesToWin, type Match, type MatchSideKey } from '@esn/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { Button } from '../../../shared/ui/Button';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { toast } from '../../../shared/ui/toast';
import { useAwardWalkover } from '../api';
import { Section } from './Section';

const SIDES: MatchSideKey[] = ['a', 'b'];

/**
 * The organizer's (or an admin's) walkover: one button per side that is there, each asking first. Offered while the
 * match has no final result (`viewer.canAwardWalkover`); a side that left the event (its name gone) gets none.
 * Used by the match page (a section of its own) and the tournament's match dialog (`inDialog`: a framed block with
 * a smaller heading, as the dialog's other forms have).
 */
export function WalkoverSection({ match, inDialog = false }: { match: Match; inDialog?: boolean }) {
  const { t } = useTranslation('matches');
  const [winner, setWinner] = useState<MatchSideKey | null>(null);
  const award = useAwardWalkover(match.id);
  const win = gamesToWin(match.bestOf);
  const nameOf = (side: MatchSideKey) => match[side]?.participant?.name ?? t('walkover.gone');
  const scoreFor = (side: MatchSideKey) => (side === 'a' ? `${win}–0` : `0–${win}`);
  const present = SIDES.filter((side) => match[side]?.participant);

  const confirm = () => {
    if (!winner) return;
    award.mutate(
      { winner },
      {
        onSuccess: () => {
          setWinner(null);
          toast({ variant: 'success', description: t('walkover.done') });
        },
        onError: (error) => toast({ variant: 'error', description: errorMessage(error, t) }),
      },
    );
  };

  const controls = (
    <>
      <p className="text-sm text-zinc-400">{t('walkover.intro', { score: `${win}–0` })}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {present.map((side) => (
          <Button key={side} variant="secondary" onClick={() => setWinner(side)}>
            {t('walkover.award', { name: nameOf(side) })}
          </Button>
        ))}
      </div>
      <ConfirmDialog
        open={winner !== null}
        onOpenChange={(open) => !open && setWinner(null)}
        title={winner ? t('walkover.confirmTitle', { name: nameOf(winner) }) : ''}
        description={winner ? t('walkover.confirmBody', { winner: nameOf(winner), score: scoreFor(winner) }) : ''}
        confirmLabel={t('walkover.confirm')}
        pending={award.isPending}
        onConfirm={confirm}
        tone="primary"
      />
    </>
  );
  if (!inDialog)
    return (
      <Section id="match-walkover" title={t('walkover.title')}>
        {controls}
      </Section>
    );
  const headingId = `walkover-${match.id}`;
  return (
    <div role="region" aria-labelledby={headingId} className="space-y-3 rounded-xl border border-zinc-800 p-4">
      <h3 id={headingId} className="text-sm font-semibold text-white">
        {t('walkover.title')}
      </h3>
      {controls}
    </div>
  );
}
