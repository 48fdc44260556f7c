import type { Notification, User } from '@esn/contract';

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
  'settings.changed': { siteName: string; comingSoonActive: boolean };
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
  'comment.deleted': { postId: string; commentId: string };
  'user.unfollowed': { followerId: string; followeeId: string };
  'connection.removed': { userId: string; otherId: string };
  'team.applied': { team: TeamRef; applicationId: string; applicant: User; role: 'player' | 'coach' };
  'team.applicationDecided': { team: TeamRef; applicationId: string; applicantId: string; decidedBy: User; accepted: boolean };
  'team.applicationWithdrawn': { team: TeamRef; applicationId: string; applicant: User };
  'team.invited': { team: TeamRef; invitationId: string; inviteeId: string; inviter: User; role: TeamRole };
  'team.invitationAnswered': { team: TeamRef; invitationId: string; inviterId: string; invitee: User; role: TeamRole; accepted: boolean };
  'team.invitationWithdrawn': { team: TeamRef; invitationId: string; inviteeId: string; by: User };
  'team.memberJoined': { team: TeamRef; userId: string; role: TeamRole };
  'team.memberRemoved': { team: TeamRef; userId: string; by: User };
  'team.memberLeft': { team: TeamRef; userId: string };
  'team.roleChanged': { team: TeamRef; userId: string; role: TeamRole; by: User };
  'team.ownershipTransferred': { team: TeamRef; newOwnerId: string; previousOwnerId: string; by: User };
  'team.deleted': { team: TeamRef; memberIds: string[]; by: User };
};
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
