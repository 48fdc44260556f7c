import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { callsTo, jsonResponse, stubFetch } from '../../../test/fetchStub';
import { initTestI18n } from '../../../test/i18n';
import { makeUser, renderWithApp } from '../../../test/render';
import { makeTeam } from '../testing/factories';
import { CreateTeamPage } from './CreateTeamPage';

const teamOwner = makeUser({ id: 'own', userType: 'team_owner', onboardingCompleted: true });

function renderCreate(user = teamOwner) {
  return renderWithApp(
    <Routes>
      <Route path="/teams/create" element={<CreateTeamPage />} />
      <Route path="/team/:teamSlug" element={<p>team page</p>} />
    </Routes>,
    { route: '/teams/create', user },
  );
}

describe('/teams/create', () => {
  it('tells a player that teams are created by team owners, with no form', () => {
    stubFetch({});
    renderCreate(makeUser({ userType: 'player', onboardingCompleted: true }));
    expect(screen.getByRole('heading', { name: 'Takımları takım sahipleri kurar' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Takım adı')).not.toBeInTheDocument();
  });

  it('checks the form before sending anything', async () => {
    const fetch = stubFetch({});
    const user = userEvent.setup();
    renderCreate();
    await user.type(screen.getByLabelText('Kuruluş yılı (isteğe bağlı)'), '1980');
    await user.click(screen.getByRole('button', { name: 'Takımı oluştur' }));
    expect(screen.getByLabelText('Takım adı')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('En az 1 seçim yapmalısın.')).toBeInTheDocument();
    expect(screen.getByLabelText('Kuruluş yılı (isteğe bağlı)')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetch, 'POST', '/api/teams')).toHaveLength(0);
  });

  it('creates the team with the filled fields and opens its page with the spec notice', async () => {
    const fetch = stubFetch({ 'POST /api/teams': jsonResponse(201, { team: makeTeam({ slug: 'kartallar' }) }) });
    const user = userEvent.setup();
    renderCreate();
    await user.type(screen.getByLabelText('Takım adı'), 'Kartallar');
    await user.click(screen.getByRole('checkbox', { name: 'League of Legends' }));
    await user.selectOptions(screen.getByLabelText('Takım türü'), 'semi_pro');
    await user.type(screen.getByLabelText('Kuruluş yılı (isteğe bağlı)'), '2018');
    await user.type(screen.getByLabelText('Açıklama (isteğe bağlı)'), 'Ankara');
    await user.click(screen.getByRole('button', { name: 'Takımı oluştur' }));

    expect(await screen.findByText('team page')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/teams').map((c) => c.body)).toEqual([
      { name: 'Kartallar', games: ['lol'], country: 'TR', type: 'semi_pro', founded: 2018, description: 'Ankara' },
    ]);
    expect(await screen.findByText('Takım oluşturuldu')).toBeInTheDocument();
  });

  it('says "Error creating team" and shows the server reason when it fails', async () => {
    await initTestI18n('en');
    stubFetch({ 'POST /api/teams': jsonResponse(403, { message: 'Only team owners can create teams.' }) });
    const user = userEvent.setup();
    renderCreate();
    await user.type(screen.getByLabelText('Team name'), 'Kartallar');
    await user.click(screen.getByRole('checkbox', { name: 'Dota 2' }));
    await user.click(screen.getByRole('button', { name: 'Create team' }));
    expect(await screen.findByText('Error creating team')).toBeInTheDocument();
    expect(screen.getByRole('alert', { name: '' })).toBeDefined();
    expect(screen.getByText('Only team owners can create teams.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Team name')).toHaveValue('Kartallar'));
  });
});
