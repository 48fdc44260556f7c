import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { Route, Routes } from 'react-router';
import { callsTo, jsonResponse, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { makeLeague } from '../testing/factories';
import { CreateLeaguePage } from './CreateLeaguePage';

const me = makeUser({ id: 'u5', userType: 'team_owner', onboardingCompleted: true });

function renderCreate() {
  return renderWithApp(
    <Routes>
      <Route path="/leagues/create" element={<CreateLeaguePage />} />
      <Route path="/leagues/:id" element={<p>league page</p>} />
    </Routes>,
    { user: me, route: '/leagues/create' },
  );
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, labels: Record<string, string>) {
  await user.type(screen.getByLabelText(labels.name!), 'Erken Lig');
  await user.selectOptions(screen.getByLabelText(labels.game!), 'valorant');
  await user.type(screen.getByLabelText(labels.season!), '2026');
  await user.type(screen.getByLabelText(labels.startsAt!), '2026-09-01T19:00');
}

describe('early results in the league create form', () => {
  it('is off by default, says what it does, and is sent when switched on', async () => {
    const fetch = stubFetch({ 'POST /api/leagues': () => jsonResponse(201, { league: makeLeague({ id: 'lg9' }) }) });
    const user = userEvent.setup();
    renderCreate();
    const early = screen.getByRole('switch', { name: 'Maç haftasından önce sonuç bildirilebilsin' });
    expect(early).not.toBeChecked();
    expect(early).toHaveAccessibleDescription(/maç haftası başlamadan da bildirebilir/);
    expect(early).toHaveAccessibleDescription(/Yönet sekmesinden değiştirebilirsin/);
    await fillRequired(user, { name: 'Lig adı', game: 'Oyun', season: 'Sezon', startsAt: 'İlk hafta' });
    await user.click(early);
    expect(early).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Ligi oluştur' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'POST', '/api/leagues')[0]?.body).toMatchObject({
        name: 'Erken Lig',
        allowEarlyResults: true,
      }),
    );
    expect(await screen.findByText('league page')).toBeInTheDocument();
  });

  it('left off, the field is not sent (the server’s default is off), in English too', async () => {
    await i18next.changeLanguage('en');
    const fetch = stubFetch({ 'POST /api/leagues': () => jsonResponse(201, { league: makeLeague({ id: 'lg9' }) }) });
    const user = userEvent.setup();
    renderCreate();
    const early = screen.getByRole('switch', { name: 'Allow results before the match week' });
    expect(early).toHaveAccessibleDescription(/before its match week starts/);
    await fillRequired(user, { name: 'League name', game: 'Game', season: 'Season', startsAt: 'First match week' });
    await user.click(screen.getByRole('button', { name: 'Create league' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/leagues')).toHaveLength(1));
    expect(callsTo(fetch, 'POST', '/api/leagues')[0]?.body).not.toHaveProperty('allowEarlyResults');
  });
});
