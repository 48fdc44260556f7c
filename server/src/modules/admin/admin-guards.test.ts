import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AuditPage } from '@esn/contract';
import { adminUser, createTestApp, registerUser, type TestApp } from '../../../test/helper';
import { users } from '../../db/schema/index';
import { challengesClient } from '../challenges/challenges-kit';

/** The site never loses its admins to another admin or to the last one leaving; the audit log says what changed. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PATCH' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, payload });
const auditLog = async (cookie: string, limit = 1) =>
  (await call('GET', `/api/admin/audit-log?limit=${limit}`, { cookie })).json<AuditPage>().items;

describe('deleting admins', () => {
  it('an admin cannot delete another admin (a translated 409), as he cannot suspend one', async () => {
    const one = await adminUser(t.app);
    const two = await adminUser(t.app);
    const res = await call('DELETE', `/api/admin/users/${two.user.id}`, {
      cookie: one.cookie,
      'accept-language': 'tr',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'cannot_delete_admin', message: 'Bir yöneticinin hesabı silinemez.' });
    const en = await call('DELETE', `/api/admin/users/${two.user.id}`, { cookie: one.cookie, 'accept-language': 'en' });
    expect(en.json().message).toBe('An administrator’s account cannot be deleted.');
    expect(await t.app.db.select({ id: users.id }).from(users).where(eq(users.id, two.user.id))).toHaveLength(1);
    expect((await call('GET', '/api/admin/me', { cookie: two.cookie })).statusCode).toBe(200);
  });

  it('the last admin cannot delete his own account; with another admin there he can', async () => {
    const fresh = await createTestApp(); // a database of its own, with no admin yet
    try {
      const only = await adminUser(fresh.app);
      const del = (cookie: string, password: string) =>
        fresh.app.inject({
          method: 'DELETE',
          url: '/api/me',
          headers: { cookie, 'accept-language': 'en' },
          payload: { password },
        });
      const refused = await del(only.cookie, only.input.password);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('last_admin');
      expect(refused.json().message).toContain('only administrator');
      expect(
        (await fresh.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: only.cookie } })).statusCode,
      ).toBe(200);
      await adminUser(fresh.app);
      expect((await del(only.cookie, only.input.password)).statusCode).toBe(204);
    } finally {
      await fresh.close();
    }
  });

  it('an admin deleting a person logs the id, not the e-mail address', async () => {
    const admin = await adminUser(t.app);
    const p = await registerUser(t.app);
    expect((await call('DELETE', `/api/admin/users/${p.user.id}`, { cookie: admin.cookie })).statusCode).toBe(204);
    const [entry] = await auditLog(admin.cookie);
    expect(entry).toMatchObject({ action: 'user.deleted', targetType: 'user', targetId: p.user.id });
    expect(JSON.stringify(entry)).not.toContain(p.input.email);
  });

  it('an admin deleting a team logs its id', async () => {
    const admin = await adminUser(t.app);
    const f = await challengesClient(t).teamOf();
    expect((await call('DELETE', `/api/admin/teams/${f.team.id}`, { cookie: admin.cookie })).statusCode).toBe(204);
    const [entry] = await auditLog(admin.cookie);
    expect(entry).toMatchObject({
      action: 'team.deleted',
      targetType: 'team',
      targetId: f.team.id,
      targetLabel: f.team.name,
    });
  });
});

describe('settings.changed in the audit log', () => {
  it('records the old and new value of each changed key, and only those', async () => {
    const admin = await adminUser(t.app);
    const before = (await call('GET', '/api/admin/settings', { cookie: admin.cookie })).json<{ siteName: string }>();
    const res = await call(
      'PATCH',
      '/api/admin/settings',
      { cookie: admin.cookie },
      {
        siteName: 'Audited Arena',
        comingSoonActive: false,
        matchResultApprovalMinutes: 90,
      },
    );
    expect(res.statusCode).toBe(200);
    const [entry] = await auditLog(admin.cookie);
    expect(entry).toMatchObject({ action: 'settings.changed', actor: { id: admin.user.id } });
    expect(entry!.details).toEqual({
      'siteName.old': before.siteName,
      'siteName.new': 'Audited Arena',
      'matchResultApprovalMinutes.old': expect.any(Number),
      'matchResultApprovalMinutes.new': 90,
    });

    // Saving the same values again changes nothing, and writes nothing to the log.
    const same = await call(
      'PATCH',
      '/api/admin/settings',
      { cookie: admin.cookie },
      { siteName: 'Audited Arena', comingSoonActive: false, matchResultApprovalMinutes: 90 },
    );
    expect(same.statusCode).toBe(200);
    const [latest] = await auditLog(admin.cookie);
    expect(latest!.id).toBe(entry!.id);
  });
});
