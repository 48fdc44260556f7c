import { TIMINGS, type Notification, type PendingMatchResult } from '@esn/contract';
import { isNotFound } from '../../../shared/api';
import { actionTarget } from '../../notifications';
import { matchPath } from './links';

/** Spec §4/§9: the approval panel is offered only for a notification younger than 5 minutes. */
export function isYoungEnough(createdAt: string, now: number): boolean {
  const at = Date.parse(createdAt);
  return Number.isFinite(at) && now - at < TIMINGS.approvalPanelMaxAgeMs;
}

/** Where the notification leads when no panel opens: its actionUrl (the match page), else the match of relatedId. */
function fallbackPath(notification: Pick<Notification, 'actionUrl' | 'relatedId'>): string | null {
  const target = actionTarget(notification.actionUrl, window.location.origin);
  if (target?.kind === 'route') return target.path;
  return notification.relatedId ? matchPath(notification.relatedId) : null;
}

export interface OpenMatchResultDeps {
  now: number;
  lookup: (matchId: string) => Promise<PendingMatchResult>;
  openPanel: (matchId: string) => void;
  navigate: (path: string) => void;
  /** Spec §8: "Maç sonucu bulunamadı" (404) or "Maç sonucu yüklenirken bir hata oluştu" (anything else). */
  fail: (reason: 'notFound' | 'loadError') => void;
}

/**
 * A click on a `match_result` notification (spec §4). Returns `false` when the panel is not on offer (no match id,
 * or older than 5 minutes): the click then follows actionUrl as usual. Otherwise the pending result is looked up;
 * the panel opens when it is found, else a toast says why and the match page opens instead.
 */
export function openMatchResult(notification: Notification, deps: OpenMatchResultDeps): false | Promise<void> {
  const matchId = notification.relatedId;
  if (!matchId || !isYoungEnough(notification.createdAt, deps.now)) return false;
  return deps.lookup(matchId).then(
    () => deps.openPanel(matchId),
    (error: unknown) => {
      deps.fail(isNotFound(error) ? 'notFound' : 'loadError');
      const path = fallbackPath(notification);
      if (path) deps.navigate(path);
    },
  );
}
