import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { callsTo, jsonResponse, stubFetch, type Handler } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { makeDetail, makeViewer, ownerViewer } from '../testing/factories';
import { TeamRoute } from './TeamPage';

const me = makeUser({ id: 'me', nickname: 'zeynep', userType: 'player', onboardingCompleted: true });
const DETAIL = '/api/teams/slug/falcons';

function renderTeam(routes: Record<string, Handler | Response | unknown>, user = me) {
  const fetch = stubFetch(routes);
  const view = renderWithApp(
    <Routes>
      <Route path="/team/:teamSlug" element={<TeamRoute />} />
    </Routes>,
    { route: '/team/falcons', user },
  );
  return { fetch, user: userEvent.setup(), ...view };
}

describe('team page: report', () => {
  it('lets an outsider report the team by its id', async () => {
    const detail = makeDetail();
    const { user, fetch } = renderTeam({ [DETAIL]: detail, 'POST /api/reports': jsonResponse(201, { id: 'r1' }) });
    await screen.findByRole('heading', { level: 1, name: 'Falcons' });
    await user.click(screen.getByRole('button', { name: 'Falcons için seçenekler' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Takımı bildir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Takımı bildir' });
    await user.click(within(dialog).getByRole('radio', { name: 'Hile veya şike' }));
    await user.click(within(dialog).getByRole('button', { name: 'Bildir' }));
    expect(await screen.findByText('Bildirimin alındı; ekibimiz inceleyecek')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/reports')[0]?.body).toEqual({
      targetType: 'team',
      targetId: detail.team.id,
      reason: 'cheating',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    ['its owner', ownerViewer],
    ['a member', makeViewer({ role: 'player' })],
  ])('does not offer the report to %s', async (_who, viewer) => {
    renderTeam({ [DETAIL]: makeDetail(viewer) });
    await screen.findByRole('heading', { level: 1, name: 'Falcons' });
    expect(screen.queryByRole('button', { name: 'Falcons için seçenekler' })).not.toBeInTheDocument();
  });
});
