import { useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { lazy, Suspense, useEffect, useState } from 'react';
import { toast } from '../../../shared/ui/toast';
import { registerNotificationHandler } from '../../notifications';
import { openMatchResult } from '../lib/openMatchResult';
import { fetchPendingResult } from '../pendingResult';

const loadDialog = () => import('./MatchResultDialog').then((m) => ({ default: m.MatchResultDialog }));
const MatchResultDialog = lazy(loadDialog);

/**
 * Spec §2's match-result approval dialog, opened from a `match_result` notification younger than 5 minutes whose
 * pending-result lookup succeeds (spec §4); any other click on one leads to the match page. Mounted once in the
 * signed-in layout; the dialog's code loads with the first lookup.
 */
export function MatchResultDialogHost() {
  const queryClient = useQueryClient();
  const [matchId, setMatchId] = useState<string | null>(null);
  useEffect(
    () =>
      registerNotificationHandler('match_result', (notification, { navigate }) => {
        const opened = openMatchResult(notification, {
          now: Date.now(),
          lookup: (id) => {
            void loadDialog();
            return fetchPendingResult(queryClient, id);
          },
          openPanel: setMatchId,
          navigate: (path) => void navigate(path),
          fail: (reason) => toast({ variant: 'error', description: i18next.t(`matches:pending.${reason}`) }),
        });
        return opened !== false;
      }),
    [queryClient],
  );
  if (!matchId) return null;
  return (
    <Suspense fallback={null}>
      <MatchResultDialog key={matchId} matchId={matchId} onClose={() => setMatchId(null)} />
    </Suspense>
  );
}
