import type { AchievementKey, Message, Notification, PublicUser, SiteSettings, User } from '@esn/contract';

/**
 * Typed domain events. A use case emits after its transaction commits; listeners (mail, notifications,
 * realtime, achievements) live in each feature's <feature>.events.ts. A failing listener is logged,
 * never rolls back or fails the request that caused it.
 */
export type DomainEvents = {
  'user.registered': { userId: string; email: string; nickname: string };
  'auth.passwordResetRequested': { userId: string; email: string; nickname: string; token: string; lang: 'tr' | 'en' };
  'auth.passwordChanged': { userId: string };
  'onboarding.roleChosen': { userId: string; userType: string };
  'team.created': { teamId: string; ownerId: string };
  'settings.changed': SiteSettings;
  'user.followed': { follower: User; followeeId: string };
  'notification.created': { notification: Notification };
  'notification.read': { userId: string; id: string };
  'notification.allRead': { userId: string };
  'notification.deleted': { userId: string; id: string };
  'notification.allDeleted': { userId: string };
  'profile.updated': { userId: string; completeness: number };
  'connection.requested': { requester: User; addresseeId: string };
  'connection.accepted': { accepter: User; requesterId: string };
  'post.created': { postId: string; authorId: string; tags: string[] };
  'post.liked': { postId: string; authorId: string; liker: User };
  'post.commented': { postId: string; authorId: string; commenter: User; commentId: string };
  'post.shared': { postId: string; authorId: string; sharer: User; shareId: string };
  'post.deleted': { postId: string; authorId: string; sharedPostId: string | null };
  'post.unliked': { postId: string; userId: string };
  'post.voted': { postId: string; userId: string };
  'comment.deleted': { postId: string; commentId: string; authorId: string };
  'user.unfollowed': { followerId: string; followeeId: string };
  'connection.removed': { userId: string; otherId: string };
  'team.applied': { team: TeamRef; applicationId: string; applicant: User; role: 'player' | 'coach' };
  'team.applicationDecided': {
    team: TeamRef;
    applicationId: string;
    applicantId: string;
    decidedBy: User;
    accepted: boolean;
  };
  'team.applicationWithdrawn': { team: TeamRef; applicationId: string; applicant: User };
  'team.invited': { team: TeamRef; invitationId: string; inviteeId: string; inviter: User; role: TeamRole };
  'team.invitationAnswered': {
    team: TeamRef;
    invitationId: string;
    inviterId: string;
    invitee: User;
    role: TeamRole;
    accepted: boolean;
  };
  'team.invitationWithdrawn': { team: TeamRef; invitationId: string; inviteeId: string; by: User };
  'team.memberJoined': { team: TeamRef; userId: string; role: TeamRole };
  'team.memberRemoved': { team: TeamRef; userId: string; by: User };
  'team.memberLeft': { team: TeamRef; userId: string };
  'team.roleChanged': { team: TeamRef; userId: string; role: TeamRole; by: User };
  'team.ownershipTransferred': { team: TeamRef; newOwnerId: string; previousOwnerId: string; by: User };
  'team.deleted': { team: TeamRef; memberIds: string[]; by: User };
  'tournament.created': { tournament: TournamentRef; organizerId: string };
  'tournament.registered': {
    tournament: TournamentRef;
    participantId: string;
    participantName: string;
    registrant: User;
    organizerId: string;
  };
  /** Something participants should hear about; `recipientIds` when the tournament is gone (deleted). */
  'tournament.updated': {
    tournament: TournamentRef;
    change: TournamentChange;
    by: User | null;
    recipientIds?: string[];
  };
  /** A league's organizer invited a team; its owner and managers answer. */
  'league.teamInvited': { league: { id: string; name: string }; team: TeamRef; entryId: string; inviter: User };
  'match.completed': { matchId: string; tournamentId: string | null; leagueId: string | null; teamIds: string[] };
  /** A side submitted a score; `recipientIds` act for the other side and decide on it. */
  'match.resultSubmitted': { match: MatchRef; side: 'a' | 'b'; submitter: User; recipientIds: string[] };
  /** The other side approved or disputed a submitted score, or nobody answered by its deadline (`by` null). */
  'match.resultDecided': {
    match: MatchRef;
    outcome: 'approved' | 'auto_approved' | 'disputed';
    submitterId: string | null;
    by: User | null;
    organizerId: string | null;
  };
  /** The organizer or an admin set the score: settled a dispute, corrected a final result, or overrode a submission. */
  /** A participation reached its target: XP (and the badge) went to the person or team once. */
  'challenge.completed': {
    participationId: string;
    challenge: { id: string; title: string; xpReward: number; badgeReward: string | null };
    subject: { kind: 'user' | 'team'; id: string };
    joinedById: string | null;
  };
  'achievement.unlocked': { userId: string; key: AchievementKey };
  'user.blocked': { blockerId: string; blockedId: string };
  /** Moderation hid a post or a comment (kept for the record, shown to nobody). */
  'post.hidden': { postId: string; authorId: string };
  'comment.hidden': { postId: string; commentId: string; authorId: string };
  /** A moderator decided on reports of a target; `reporterIds` hear the outcome. */
  'report.decided': { reporterIds: string[]; targetType: string; action: string };
  /** A moderator warned the author of reported content. */
  'moderation.warned': { userId: string; targetType: string };
  /** The account and its personal data are gone (the person or an admin deleted it). */
  'account.deleted': { userId: string };
  /** A message was sent; `participantIds` are everyone in the conversation, the sender included. */
  'message.sent': { message: Message; participantIds: string[] };
  /** Someone read a conversation up to `readAt`. */
  'message.read': { conversationId: string; userId: string; readAt: string; participantIds: string[] };
  /** Someone is typing; `recipientIds` are the other participants. */
  'message.typing': { conversationId: string; user: PublicUser; recipientIds: string[] };
  /** An admin suspended someone (his sessions have already ended) or lifted the suspension. */
  'user.suspended': { userId: string; suspended: boolean };
  'match.resultSettled': {
    match: MatchRef;
    kind: 'dispute_resolved' | 'result_corrected' | 'official_result';
    by: User;
    recipientIds: string[];
  };
  'transfer.offered': { offer: TransferOfferRef; sender: User; recipientIds: string[] };
  'transfer.answered': { offer: TransferOfferRef; responder: User; accepted: boolean };
  /** Pending offers closed unanswered: by a withdrawal, or because the person joined another team for that game. */
  'transfer.closed': {
    offers: TransferOfferRef[];
    reason: 'withdrawn' | 'joined_other_team';
    by: User;
    joinedTeam?: TeamRef;
  };
  /** An accepted offer moved someone: he left `fromTeams` (their staff hear of it) and joined `toTeam`. */
  'transfer.completed': {
    offer: TransferOfferRef;
    userId: string;
    nickname: string;
    fromTeams: TeamRef[];
    toTeam: TeamRef;
  };
};
/** What a transfer event carries of the offer: enough to word its notifications and to find who hears of them. */
export type TransferOfferRef = {
  id: string;
  team: TeamRef;
  direction: 'team_to_person' | 'person_to_team';
  role: 'player' | 'coach';
  game: string;
  position: string;
  playerId: string;
  fromUserId: string;
};
type TournamentRef = { id: string; name: string };
/** What a match event carries: enough to word its notifications (who played whom where, and the score). */
export type MatchRef = { id: string; context: string; home: string; away: string; scoreA: number; scoreB: number };
export type TournamentChange =
  'details' | 'status' | 'bracket' | 'removed' | 'checked_in' | 'deleted' | 'completed' | 'next_round';
/** What a team event carries of the team: enough to word a notification and link to it. */
export type TeamRef = { id: string; name: string; slug: string };
type TeamRole = 'owner' | 'coach' | 'manager' | 'player';
export type EventName = keyof DomainEvents;
type Listener<E extends EventName> = (payload: DomainEvents[E]) => unknown;

export class EventBus {
  private listeners = new Map<EventName, Listener<never>[]>();
  private pending = new Set<Promise<unknown>>();

  constructor(private readonly onError: (event: EventName, err: unknown) => void) {}

  on<E extends EventName>(event: E, listener: Listener<E>): void {
    const list = this.listeners.get(event) ?? [];
    list.push(listener as Listener<never>);
    this.listeners.set(event, list);
  }

  /** Fire and forget: the caller has already committed. `settled()` lets tests and shutdown wait. */
  emit<E extends EventName>(event: E, payload: DomainEvents[E]): void {
    for (const listener of this.listeners.get(event) ?? []) {
      const run = Promise.resolve()
        .then(() => (listener as Listener<E>)(payload))
        .catch((err: unknown) => this.onError(event, err))
        .finally(() => this.pending.delete(run));
      this.pending.add(run);
    }
  }

  async settled(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }
}
