import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { callsTo, jsonResponse, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { makeTournament } from '../testing/factories';
import { CreateTournamentPage } from './CreateTournamentPage';

const host = makeUser({ userType: 'team_owner', onboardingCompleted: true });

async function fillAndSend(user: ReturnType<typeof userEvent.setup>, choose: () => Promise<void>) {
  renderWithApp(
    <Routes>
      <Route path="/tournaments/create" element={<CreateTournamentPage />} />
      <Route path="/tournaments/:id" element={<p>tournament page</p>} />
    </Routes>,
    { user: host, route: '/tournaments/create' },
  );
  await user.type(screen.getByLabelText('Turnuva adı'), 'Seri Kupası');
  await user.selectOptions(screen.getByLabelText('Oyun'), 'valorant');
  await user.type(screen.getByLabelText('Kayıt son tarihi'), '2099-07-01T18:00');
  await user.type(screen.getByLabelText('Başlangıç'), '2099-07-02T18:00');
  await choose();
  await user.click(screen.getByRole('button', { name: 'Turnuvayı oluştur' }));
}

describe('/tournaments/create: match length', () => {
  it('sends Bo3 with a Bo5 final; the final field follows the format', async () => {
    const fetch = stubFetch({
      'POST /api/tournaments': () => jsonResponse(201, { tournament: makeTournament({ id: 'new1' }) }),
    });
    const user = userEvent.setup();
    await fillAndSend(user, async () => {
      await user.selectOptions(screen.getByLabelText('Maç uzunluğu'), 'Bo3 (3 oyunluk seri)');
      await user.selectOptions(screen.getByLabelText('Final uzunluğu'), 'Bo5 (5 oyunluk seri)');
    });
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/tournaments')).toHaveLength(1));
    expect(callsTo(fetch, 'POST', '/api/tournaments')[0]?.body).toMatchObject({ bestOf: 3, finalBestOf: 5 });
  });

  it('Bo1 is the default and is not sent; double elimination names the grand final; round robin has no final', async () => {
    const fetch = stubFetch({
      'POST /api/tournaments': () => jsonResponse(201, { tournament: makeTournament({ id: 'new1' }) }),
    });
    const user = userEvent.setup();
    await fillAndSend(user, async () => {
      expect(screen.getByLabelText('Maç uzunluğu')).toHaveDisplayValue('Bo1 (tek oyun)');
      expect(screen.getByLabelText('Final uzunluğu')).toHaveDisplayValue('Diğer maçlarla aynı');
      await user.selectOptions(screen.getByLabelText('Format'), 'double_elimination');
      expect(screen.getByLabelText('Büyük final uzunluğu')).toBeInTheDocument();
      await user.selectOptions(screen.getByLabelText('Format'), 'round_robin');
      expect(screen.queryByLabelText('Final uzunluğu')).not.toBeInTheDocument();
    });
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/tournaments')).toHaveLength(1));
    const body = callsTo(fetch, 'POST', '/api/tournaments')[0]?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('bestOf');
    expect(body).not.toHaveProperty('finalBestOf');
  });
});
