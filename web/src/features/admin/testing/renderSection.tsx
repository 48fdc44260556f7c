import { adminApi } from '@esn/contract/admin/routes.gen';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { stubFetch, type Handler } from '../../../test/fetchStub';
import { urlOf } from '../../../shared/api';
import { renderWithApp } from '../../../test/render';
import { AdminDashboardPage } from '../pages/AdminDashboardPage';

const ADMIN_ME = { id: 'a1', email: 'admin@example.com', nickname: 'root' };

/**
 * One section of the admin area, opened at /eadmincv/dashboard?section=<id> with a bearer token (the /admin entry
 * renders the same tree; src/app/routing/adminRoute.test.tsx covers it).
 */
export function renderAdminSection(section: string, routes: Record<string, Handler | Response | unknown>) {
  localStorage.setItem('adminToken', 'tok');
  const fetch = stubFetch({ [urlOf(adminApi.getAdminMe)]: ADMIN_ME, ...routes });
  const user = userEvent.setup();
  const result = renderWithApp(
    <Routes>
      <Route path="/eadmincv/dashboard" element={<AdminDashboardPage />} />
    </Routes>,
    { route: `/eadmincv/dashboard?section=${section}` },
  );
  return { fetch, user, ...result };
}

/** The bearer header a call carried. */
export const bearerOf = (call: { init: RequestInit } | undefined) =>
  new Headers(call?.init.headers).get('Authorization');
