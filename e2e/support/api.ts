import { request, type APIRequestContext, type BrowserContext } from 'playwright-core';
import { inject } from 'vitest';
import { baseUrl, signedUpContext, uniqueUser } from './browser';

/** Roles a user may pick during onboarding (a team owner also needs a first team to finish it). */
export type Role = 'player' | 'coach' | 'team_owner';

export interface CurrentUser {
  id: string;
  email: string;
  nickname: string;
  userType: Role | 'admin' | null;
  onboardingCompleted: boolean;
}

export type Account = ReturnType<typeof uniqueUser>;

/** What the server says about the browser's session: its status and, when signed in, the user. */
export async function currentUser(context: BrowserContext): Promise<{ status: number; user: CurrentUser | null }> {
  const res = await context.request.get('/api/auth/user');
  return { status: res.status(), user: res.ok() ? ((await res.json()) as CurrentUser) : null };
}

async function expectStatus(res: Awaited<ReturnType<APIRequestContext['get']>>, status: number, what: string) {
  if (res.status() !== status) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
}

async function chooseRole(api: APIRequestContext, role: Role) {
  await expectStatus(await api.post('/api/onboarding/role', { data: { userType: role } }), 200, `choose ${role}`);
}

/** A signed-in browser whose user has finished onboarding as a player (registered through the API). */
export async function signedInPlayer(context: BrowserContext, user = uniqueUser('p')): Promise<Account> {
  await signedUpContext(context, user);
  await chooseRole(context.request, 'player');
  return user;
}

/** A signed-in browser whose user has finished onboarding as a coach (registered through the API). */
export async function signedInCoach(context: BrowserContext, user = uniqueUser('c')): Promise<Account> {
  await signedUpContext(context, user);
  await chooseRole(context.request, 'coach');
  return user;
}

/**
 * An account that exists on the server while the browser knows nothing of it: registered (and, with a role,
 * onboarded) from a throwaway API client whose session is dropped afterwards.
 */
export async function createAccount({ role, user = uniqueUser() }: { role?: 'player' | 'coach'; user?: Account } = {}) {
  const api = await request.newContext({ baseURL: baseUrl() });
  try {
    await expectStatus(await api.post('/api/auth/register', { data: user }), 201, 'register');
    if (role) await chooseRole(api, role);
    return user;
  } finally {
    await api.dispose();
  }
}

/** The admin area's API with the admin's bearer token (the account comes from ADMIN_EMAIL/ADMIN_PASSWORD). */
export async function adminApi(): Promise<APIRequestContext> {
  const login = await request.newContext({ baseURL: baseUrl() });
  let token: string;
  try {
    const res = await login.post('/api/admin/login', { data: inject('admin') });
    await expectStatus(res, 200, 'admin login');
    token = ((await res.json()) as { token: string }).token;
  } finally {
    await login.dispose();
  }
  return request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
}

/** Sets coming-soon mode directly; journeys share one server, so the admin journey always switches it back. */
export async function setComingSoon(active: boolean): Promise<void> {
  const api = await adminApi();
  try {
    await expectStatus(await api.patch('/api/admin/settings', { data: { comingSoonActive: active } }), 200, 'settings');
  } finally {
    await api.dispose();
  }
}

export async function comingSoonActive(): Promise<boolean> {
  const api = await request.newContext({ baseURL: baseUrl() });
  try {
    const res = await api.get('/api/public/coming-soon-settings');
    await expectStatus(res, 200, 'coming-soon settings');
    return ((await res.json()) as { isActive: boolean }).isActive;
  } finally {
    await api.dispose();
  }
}

/**
 * A signed-in team owner who has finished onboarding: registered, role chosen, and a first team created through
 * the API (which is what completes a team owner's onboarding). Answers the account and that first team's slug.
 */
export async function signedInTeamOwner(
  context: BrowserContext,
  user = uniqueUser('o'),
): Promise<{ account: Account; firstTeam: { id: string; slug: string; name: string } }> {
  await signedUpContext(context, user);
  await chooseRole(context.request, 'team_owner');
  const res = await context.request.post('/api/teams', {
    data: { name: `First ${user.nickname}`.slice(0, 60), games: ['lol'], country: 'TR' },
  });
  await expectStatus(res, 201, 'first team');
  const { team } = (await res.json()) as { team: { id: string; slug: string; name: string } };
  return { account: user, firstTeam: team };
}

/** Creates a team as the context's (team owner) user and answers it. */
export async function createTeam(
  context: BrowserContext,
  data: { name: string; games: string[]; country?: string },
): Promise<{ id: string; slug: string; name: string }> {
  const res = await context.request.post('/api/teams', { data: { country: 'TR', ...data } });
  await expectStatus(res, 201, 'create team');
  return ((await res.json()) as { team: { id: string; slug: string; name: string } }).team;
}

/** Brings a player onto a team the way the product does: the owner invites, the player accepts. */
export async function joinTeam(
  ownerContext: BrowserContext,
  playerContext: BrowserContext,
  teamId: string,
  role: 'player' | 'coach' = 'player',
): Promise<void> {
  const { user } = await currentUser(playerContext);
  const invite = await ownerContext.request.post(`/api/teams/${teamId}/invitations`, {
    data: { userId: user!.id, role },
  });
  await expectStatus(invite, 201, 'invite');
  const { id } = (await invite.json()) as { id: string };
  await expectStatus(await playerContext.request.post(`/api/team-invitations/${id}/accept`), 200, 'accept invitation');
}
