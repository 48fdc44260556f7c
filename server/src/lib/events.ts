import type { Tx } from '../db/client';
import type { AchievementKey, Game, Message, Notification, PublicUser, User } from '@esn/contract';

/**
 * Typed domain events. Listeners (notifications, realtime, achievements, mail) live in each feature's
 * <feature>.events.ts; how durable and best-effort listeners differ is told at EventBus below.
 */
export type DomainEvents = {
  'auth.passwordResetRequested': { userId: string; email: string; nickname: string; token: string; lang: 'tr' | 'en' };
  'team.created': { teamId: string; ownerId: string };
  'user.followed': { follower: User; followeeId: string };
  'notification.created': { notification: Notification };
  'notification.read': { userId: string; id: string };
  'notification.allRead': { userId: string };
  'notification.deleted': { userId: string; id: string };
  'notification.allDeleted': { userId: string };
  'profile.updated': { userId: string; completeness: number };
  /** A person chose his role (once): he joins the players' or the coaches' ranking with the XP he has. */
  'user.roleChosen': { userId: string };
  'connection.requested': { requester: User; addresseeId: string };
  'connection.accepted': { accepter: User; requesterId: string };
  /** `createdAt` (ms): the post's score in the home timelines (absent in rows written before it existed). */
  'post.created': { postId: string; authorId: string; tags: string[]; createdAt?: number };
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
  /** `offerId`: the move came from an accepted transfer offer (it also shows as `team.memberLeft` of his old team). */
  'team.memberJoined': { team: TeamRef; userId: string; role: TeamRole; offerId?: string };
  'team.memberRemoved': { team: TeamRef; userId: string; by: User };
  'team.memberLeft': { team: TeamRef; userId: string; offerId?: string };
  'team.roleChanged': { team: TeamRef; userId: string; role: TeamRole; by: User };
  'team.ownershipTransferred': { team: TeamRef; newOwnerId: string; previousOwnerId: string; by: User };
  /** `roster`: everyone on it when it went, the deleter included (absent in outbox rows written before it existed). */
  'team.deleted': { team: TeamRef; memberIds: string[]; by: User; roster?: { userId: string; role: TeamRole }[] };
  'tournament.created': { tournament: TournamentRef; organizerId: string };
  'tournament.registered': {
    tournament: TournamentRef;
    participantId: string;
    participantName: string;
    registrant: User;
    organizerId: string;
  };
  /** A registration withdrawn or removed before the bracket: the entry (a player's or a team's) no longer counts. */
  'tournament.withdrawn': { tournamentId: string; userId: string | null; teamId: string | null };
  /**
   * Entrants left a running bracket (withdrew, disqualified, account or team deleted): their open and later matches
   * become walkovers (durable, so that the opponents are never left waiting).
   */
  'tournament.entrantsOut': { tournamentIds: string[] };
  /** A team was deleted by an admin or its owner: league fixtures it leaves become walkovers. */
  'league.teamGone': { teamId: string };
  /** Something participants should hear about; `recipientIds` when the tournament is gone (deleted). */
  'tournament.updated': {
    tournament: TournamentRef;
    change: TournamentChange;
    by: User | null;
    recipientIds?: string[];
    /** The entrant it is about (withdrawn, disqualified), by name. */
    entrant?: string;
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
    challenge: {
      id: string;
      title: string;
      titleEn: string | null;
      xpReward: number;
      badgeReward: string | null;
      badgeRewardEn?: string | null;
    };
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
  /** A moderator hid reported content (a post or comment): its author is told. */
  'moderation.hid': { userId: string; targetType: string };
  /** The account and its personal data are gone (the person or an admin deleted it). */
  'account.deleted': { userId: string };
  /** A message was sent; `participantIds` are everyone in the conversation, the sender included. */
  'message.sent': { message: Message; participantIds: string[] };
  /** Someone read a conversation up to `readAt`. */
  'message.read': { conversationId: string; userId: string; readAt: string; participantIds: string[] };
  /** Someone is typing; `recipientIds` are the other participants. */
  'message.typing': { conversationId: string; user: PublicUser; recipientIds: string[] };
  'match.resultSettled': {
    match: MatchRef;
    kind: 'dispute_resolved' | 'result_corrected' | 'official_result' | 'walkover';
    by: User;
    recipientIds: string[];
  };
  /**
   * Scheduling a match (issue 27). A side proposed `times` (ISO, UTC; they replace any open ones): `recipientIds` act
   * for the other side. The match lobby posts these as system lines.
   */
  'match.timeProposed': {
    match: MatchScheduleRef;
    side: 'a' | 'b';
    by: User;
    times: string[];
    recipientIds: string[];
  };
  /** A side accepted one of the other side's times: it is the match's `scheduledAt`; `recipientIds` proposed it. */
  'match.timeAccepted': {
    match: MatchScheduleRef;
    side: 'a' | 'b';
    by: User;
    proposalId: string;
    scheduledAt: string;
    recipientIds: string[];
  };
  /** The organizer or an admin set (or cleared: null) the match's time; `recipientIds` act for both sides. */
  'match.timeSet': { match: MatchScheduleRef; by: User; scheduledAt: string | null; recipientIds: string[] };
  /**
   * Issue 27, the match-day clock. A reminder of a scheduled match is due (`kind`: a day or an hour before);
   * `recipientIds`: both rosters and the organizer.
   */
  'match.reminderDue': { match: MatchRef; kind: '24h' | '1h'; scheduledAt: string; recipientIds: string[] };
  /** A side checked in for the match at `scheduledAt`; `recipientIds`: both sides' actors and the organizer. */
  'match.checkedIn': { match: MatchRef; side: 'a' | 'b'; by: User; scheduledAt: string; recipientIds: string[] };
  /** The grace ended with only `side` checked in and forfeits on: it may take the win (`recipientIds` act for it). */
  'match.forfeitOffered': { match: MatchRef; side: 'a' | 'b'; recipientIds: string[]; organizerId: string };
  /** The grace ended without both sides and no forfeit was offered: `checkedIn` is the one that came, if any. */
  'match.noShow': { match: MatchRef; checkedIn: 'a' | 'b' | null; organizerId: string };
  /** The offered side took the win by forfeit (a walkover); `recipientIds` act for the side that did not come. */
  'match.forfeitAccepted': {
    match: MatchRef;
    side: 'a' | 'b';
    by: User;
    recipientIds: string[];
    organizerId: string;
  };
  /** The offered side declined the win: the match stays open for the organizer. */
  'match.forfeitDeclined': { match: MatchRef; side: 'a' | 'b'; by: User; organizerId: string };
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
  /** A result rated (or re-rated) these players in `game` (issue 26): in the result's transaction (`emitInTx`). */
  'ratings.changed': { game: Game; userIds: string[] };
  /**
   * Players came to match a saved market search (issue 26): its owner hears of them, once; `query` is the market
   * address's query string of its filters, `names` the first few players' names.
   */
  'market.searchMatched': {
    searchId: string;
    ownerId: string;
    name: string;
    query: string;
    count: number;
    names: string[];
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
/** What a scheduling event carries of the match: who plays whom where. */
export type MatchScheduleRef = Omit<MatchRef, 'scoreA' | 'scoreB'>;
/**
 * What changed, stored in the notification's params (`change`) so that each update says it. `status` is what older
 * rows carry for any status change (rendered generically).
 */
export type TournamentChange =
  | 'details'
  | 'schedule'
  | 'status'
  | 'registration_opened'
  | 'registration_closed'
  | 'started'
  | 'cancelled'
  | 'bracket'
  | 'removed'
  | 'checked_in'
  | 'deleted'
  | 'completed'
  | 'next_round'
  | 'withdrawn'
  | 'disqualified';
/** What a team event carries of the team: enough to word a notification and link to it. */
export type TeamRef = { id: string; name: string; slug: string };
type TeamRole = 'owner' | 'coach' | 'manager' | 'player';
export type EventName = keyof DomainEvents;
type Listener<E extends EventName> = (payload: DomainEvents[E]) => unknown;
type TxListener<E extends EventName> = (tx: Tx, payload: DomainEvents[E]) => Promise<unknown>;

/** What the bus needs of the outbox (lib/outbox.ts), which in turn asks the bus for its durable listeners. */
export type OutboxPort = {
  /** Writes the rows in `tx`; they are seen (and done) once it commits. */
  record(tx: Tx, rows: { event: EventName; handler: string; payload: unknown }[]): Promise<void>;
  /** Runs `fn` once the transaction `tx` belongs to has committed; never if it rolls back. */
  afterCommit(tx: Tx, fn: () => void): void;
  /** The same rows on their own (no transaction to join). */
  recordNow(rows: { event: EventName; handler: string; payload: unknown }[]): Promise<void>;
  /** Start draining now (the rows just committed), without waiting. */
  kick(): void;
  /** Resolves when no drain of this process is running: true when it had to wait for one. */
  idle(): Promise<boolean>;
};

/**
 * Typed domain events, in two kinds of listener:
 * - `onDurable`: the work the event causes that must not be lost (notifications, XP and achievements, a team chat's
 *   membership). `emitInTx` writes one outbox row per such listener in the use case's own transaction; the outbox
 *   drains them right after the commit, and again (the periodic task) until each has succeeded, so a crash or a
 *   lost connection between the commit and the listener delays the work but never loses it. A durable listener may
 *   run more than once (a process dies after its work, before the row's deletion): it must be idempotent, which
 *   notify() is (keyed by the outbox row) and recounts from the data are.
 * - `on`: best effort, after the commit, in this process (realtime pushes, cache invalidations, mails). A failing
 *   listener is logged, never rolls back or fails the request that caused it.
 */
export class EventBus {
  private listeners = new Map<EventName, Listener<never>[]>();
  private durable = new Map<string, Listener<never>>();
  private durableNames = new Map<EventName, string[]>();
  private inTx = new Map<EventName, TxListener<never>[]>();
  private pending = new Set<Promise<unknown>>();
  private outbox: OutboxPort | null = null;

  constructor(private readonly onError: (event: EventName, err: unknown) => void) {}

  useOutbox(outbox: OutboxPort): void {
    this.outbox = outbox;
  }

  on<E extends EventName>(event: E, listener: Listener<E>): void {
    const list = this.listeners.get(event) ?? [];
    list.push(listener as Listener<never>);
    this.listeners.set(event, list);
  }

  /** `name` identifies the listener in its outbox rows (unique per event, kept across versions while rows may wait). */
  onDurable<E extends EventName>(event: E, name: string, listener: Listener<E>): void {
    const key = `${event}:${name}`;
    if (this.durable.has(key)) throw new Error(`two durable listeners named ${key}`);
    this.durable.set(key, listener as Listener<never>);
    this.durableNames.set(event, [...(this.durableNames.get(event) ?? []), name]);
  }

  /**
   * Work that is part of the change itself (a history row): runs inside `emitInTx`, in the use case's transaction,
   * so it commits or rolls back with the change and happens exactly once. Such events must be emitted with emitInTx.
   */
  onInTx<E extends EventName>(event: E, listener: TxListener<E>): void {
    this.inTx.set(event, [...(this.inTx.get(event) ?? []), listener as TxListener<never>]);
  }

  /** The durable listener an outbox row names (undefined: the code no longer has it). */
  durableListener(event: string, name: string): ((payload: unknown) => unknown) | undefined {
    return this.durable.get(`${event}:${name}`) as ((payload: unknown) => unknown) | undefined;
  }

  /**
   * In the use case's transaction: the durable listeners' outbox rows are written with the change; after the commit
   * the best-effort listeners run and the outbox is kicked. A rollback drops both.
   */
  async emitInTx<E extends EventName>(tx: Tx, event: E, payload: DomainEvents[E]): Promise<void> {
    const outbox = this.requireOutbox();
    for (const listener of this.inTx.get(event) ?? []) await (listener as TxListener<E>)(tx, payload);
    const names = this.durableNames.get(event) ?? [];
    if (names.length)
      await outbox.record(
        tx,
        names.map((handler) => ({ event, handler, payload })),
      );
    outbox.afterCommit(tx, () => {
      this.runListeners(event, payload);
      if (names.length) outbox.kick();
    });
  }

  /** Work that must wait for the commit of `tx` (a cache to drop); dropped if it rolls back. */
  afterCommit(tx: Tx, fn: () => void): void {
    this.requireOutbox().afterCommit(tx, fn);
  }

  /**
   * After a commit, for events whose listeners are all best effort (realtime, caches, mails): fire and forget.
   * An event with durable listeners belongs in its transaction (`emitInTx`); emitted here, its rows are written on
   * their own, which only a crash in between loses, and that mistake is logged.
   */
  emit<E extends EventName>(event: E, payload: DomainEvents[E]): void {
    if (this.inTx.has(event)) this.onError(event, new Error(`${event} has in-transaction listeners: use emitInTx`));
    const names = this.durableNames.get(event) ?? [];
    if (names.length) {
      const outbox = this.requireOutbox();
      this.onError(event, new Error(`${event} has durable listeners: emit it with emitInTx in its transaction`));
      const rows = names.map((handler) => ({ event, handler, payload }));
      this.track(
        outbox.recordNow(rows).then(() => outbox.kick()),
        event,
      );
    }
    this.runListeners(event, payload);
  }

  private runListeners<E extends EventName>(event: E, payload: DomainEvents[E]): void {
    for (const listener of this.listeners.get(event) ?? [])
      this.track(
        Promise.resolve().then(() => (listener as Listener<E>)(payload)),
        event,
      );
  }

  private track(work: Promise<unknown>, event: EventName): void {
    const run = work.catch((err: unknown) => this.onError(event, err)).finally(() => this.pending.delete(run));
    this.pending.add(run);
  }

  private requireOutbox(): OutboxPort {
    if (!this.outbox) throw new Error('the event bus has no outbox');
    return this.outbox;
  }

  /** Waits for the best-effort listeners and this process's outbox drains, and what they emit in turn. */
  async settled(): Promise<void> {
    for (;;) {
      if (this.pending.size) await Promise.allSettled([...this.pending]);
      else if (!(await this.outbox?.idle())) return;
    }
  }
}
