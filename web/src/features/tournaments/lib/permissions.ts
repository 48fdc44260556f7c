import {
  TOURNAMENT_TRANSITIONS,
  type Tournament,
  type TournamentStatus,
  type TournamentViewer,
  type User,
} from '@esn/contract';

/** Any user whose onboarding is complete may host a tournament (the server checks the same). */
export const canHostTournaments = (user: Pick<User, 'onboardingCompleted' | 'userType'> | null | undefined): boolean =>
  Boolean(user && (user.onboardingCompleted || user.userType === 'admin'));

const ENDED: readonly TournamentStatus[] = ['completed', 'cancelled'];
export const isEnded = (status: TournamentStatus): boolean => ENDED.includes(status);

/** Inside the check-in window (when the tournament has one). */
function checkInOpen(t: Pick<Tournament, 'checkInOpensAt' | 'checkInClosesAt'>, now = Date.now()): boolean {
  if (!t.checkInOpensAt || !t.checkInClosesAt) return false;
  return Date.parse(t.checkInOpensAt) <= now && now < Date.parse(t.checkInClosesAt);
}

/** Those who count for the bracket: everyone, or only the checked-in when the tournament uses check-in. */
export function eligibleCount(t: Pick<Tournament, 'checkInOpensAt' | 'participantsCount' | 'checkedInCount'>): number {
  return t.checkInOpensAt ? t.checkedInCount : t.participantsCount;
}

export interface ManageControls {
  edit: boolean;
  /** Status changes offered as buttons, in the contract's allowed order. */
  transitions: TournamentStatus[];
  /** `in_progress` is offered but needs the bracket first. */
  startNeedsBracket: boolean;
  seed: boolean;
  removeRegistration: boolean;
  checkInOthers: boolean;
  generate: boolean;
  /** Why generating is not possible yet (a message key of `tournaments:manage`), when it is not. */
  generateBlocked: 'bracketExists' | 'tooFew' | 'notOpen' | null;
  delete: boolean;
}

const NONE: ManageControls = {
  edit: false,
  transitions: [],
  startNeedsBracket: false,
  seed: false,
  removeRegistration: false,
  checkInOthers: false,
  generate: false,
  generateBlocked: null,
  delete: false,
};

/**
 * What the manage tab offers, mirroring the server's rules (it checks again): only the organizer or an admin;
 * the status moves the contract allows; seeding, removing and generating only before the bracket exists.
 */
export function manageControls(t: Tournament, viewer: TournamentViewer, now = Date.now()): ManageControls {
  if (!viewer.canManage) return NONE;
  const ended = isEnded(t.status);
  const hasBracket = Boolean(t.bracketGeneratedAt);
  const beforeBracket = !ended && !hasBracket && t.status !== 'in_progress';
  const transitions = TOURNAMENT_TRANSITIONS[t.status].filter(
    // Going back to a draft or reopening after the bracket exists would strand it: not offered.
    (to) => !(hasBracket && (to === 'draft' || to === 'registration_open')),
  );
  const generateBlocked = hasBracket
    ? 'bracketExists'
    : t.status !== 'registration_open' && t.status !== 'registration_closed'
      ? 'notOpen'
      : eligibleCount(t) < 2
        ? 'tooFew'
        : null;
  return {
    edit: !ended,
    transitions,
    startNeedsBracket: transitions.includes('in_progress') && !hasBracket,
    seed: beforeBracket,
    removeRegistration: beforeBracket,
    checkInOthers: beforeBracket && checkInOpen(t, now),
    generate: generateBlocked === null,
    generateBlocked,
    delete: true,
  };
}

/** Once the bracket runs an entrant may still leave: it stays in the bracket, its matches become walkovers. */
export function canLeaveRunning(t: Tournament, r: { withdrawal: string | null }): boolean {
  return (
    Boolean(t.bracketGeneratedAt) && (t.status === 'registration_closed' || t.status === 'in_progress') && !r.withdrawal
  );
}

/** One's own registrations may be withdrawn while registration is open, before the deadline and the bracket. */
export function canWithdraw(t: Tournament, now = Date.now()): boolean {
  return t.status === 'registration_open' && !t.bracketGeneratedAt && now < Date.parse(t.registrationDeadline);
}
