import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUserKey } from '../../auth/api';
import { callsTo, jsonResponse, stubFetch } from '../../../test/fetchStub';
import { initTestI18n } from '../../../test/i18n';
import { makeUser, renderWithApp } from '../../../test/render';
import { OnboardingPage } from './OnboardingPage';

describe('onboarding: role choice', () => {
  it('asks for confirmation, says the choice is permanent, and sends nothing on cancel', async () => {
    const fetch = stubFetch({});
    const user = userEvent.setup();
    renderWithApp(<OnboardingPage />, { user: makeUser(), route: '/onboarding' });

    await user.click(screen.getByRole('button', { name: /Oyuncu olarak devam et/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Bu seçim kalıcıdır ve daha sonra değiştirilemez.')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Oyuncu rolünü onayla' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetch, 'POST', '/api/onboarding/role')).toHaveLength(0);
  });

  it('sends the confirmed role and stores the updated user', async () => {
    const updated = makeUser({ userType: 'coach', onboardingCompleted: true });
    const fetch = stubFetch({ 'POST /api/onboarding/role': { user: updated } });
    const user = userEvent.setup();
    const { queryClient } = renderWithApp(<OnboardingPage />, { user: makeUser(), route: '/onboarding' });

    await user.click(screen.getByRole('button', { name: /Koç olarak devam et/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Evet, Koç olarak devam et' }),
    );

    await waitFor(() => expect(queryClient.getQueryData(currentUserKey)).toEqual(updated));
    expect(callsTo(fetch, 'POST', '/api/onboarding/role').map((c) => c.body)).toEqual([{ userType: 'coach' }]);
  });

  it('shows the server message when the role was already chosen', async () => {
    stubFetch({
      'POST /api/onboarding/role': jsonResponse(409, { message: 'Rolünü zaten seçtin.', code: 'role_already_chosen' }),
      '/api/auth/user': makeUser({ userType: 'player', onboardingCompleted: true }),
    });
    const user = userEvent.setup();
    renderWithApp(<OnboardingPage />, { user: makeUser(), route: '/onboarding' });
    await user.click(screen.getByRole('button', { name: /Oyuncu olarak devam et/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Evet/ }));
    expect(await screen.findByText('Rolünü zaten seçtin.')).toBeInTheDocument();
  });
});

describe('onboarding: first team of a team owner', () => {
  const owner = makeUser({ userType: 'team_owner', onboardingCompleted: false });

  it('validates the team form before sending', async () => {
    const fetch = stubFetch({});
    const user = userEvent.setup();
    renderWithApp(<OnboardingPage />, { user: owner, route: '/onboarding' });

    expect(screen.getByRole('heading', { name: 'İlk takımını oluştur' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Takımı oluştur' }));

    expect(screen.getByLabelText('Takım adı')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('En az 1 seçim yapmalısın.')).toBeInTheDocument();
    // The logo is uploaded, never typed: there is no address field to get wrong.
    expect(screen.queryByRole('textbox', { name: /logo/i })).not.toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/teams')).toHaveLength(0);
  });

  it('creates the team and completes onboarding', async () => {
    const fetch = stubFetch({
      'POST /api/teams': jsonResponse(201, { team: { id: 't1', slug: 'falcons', name: 'Falcons' } }),
    });
    const user = userEvent.setup();
    const { queryClient } = renderWithApp(<OnboardingPage />, { user: owner, route: '/onboarding' });

    await user.type(screen.getByLabelText('Takım adı'), 'Falcons');
    await user.click(screen.getByRole('checkbox', { name: 'VALORANT' }));
    await user.click(screen.getByRole('checkbox', { name: 'Counter-Strike 2' }));
    await user.selectOptions(screen.getByLabelText('Ülke'), 'DE');
    await user.click(screen.getByRole('button', { name: 'Takımı oluştur' }));

    await waitFor(() => expect(queryClient.getQueryData(currentUserKey)).toMatchObject({ onboardingCompleted: true }));
    expect(callsTo(fetch, 'POST', '/api/teams')[0]?.body).toEqual({
      name: 'Falcons',
      games: ['valorant', 'cs2'],
      country: 'DE',
    });
  });

  it('says "Error creating team" (translated) when the server fails', async () => {
    stubFetch({ 'POST /api/teams': jsonResponse(500, { message: 'Beklenmeyen bir hata oluştu.' }) });
    const user = userEvent.setup();
    renderWithApp(<OnboardingPage />, { user: owner, route: '/onboarding' });

    await user.type(screen.getByLabelText('Takım adı'), 'Falcons');
    await user.click(screen.getByRole('checkbox', { name: 'VALORANT' }));
    await user.click(screen.getByRole('button', { name: 'Takımı oluştur' }));

    expect(await screen.findByText('Takım oluşturulurken bir hata oluştu')).toBeInTheDocument();
    expect(screen.getByText('Hata')).toBeInTheDocument();
  });
});

describe('onboarding: step numbering follows the role', () => {
  it('names no total before the role is known: a player has one step, a team owner two', () => {
    renderWithApp(<OnboardingPage />, { user: makeUser(), route: '/onboarding' });
    expect(screen.getByText('Adım 1: rolünü seç', { exact: true })).toBeInTheDocument();
    expect(screen.queryByText(/Adım 1 \/ 2/)).not.toBeInTheDocument();
    expect(
      screen.getByText('Takım Sahibi rolünü seçersen ikinci adımda ilk takımını oluşturacaksın.', { exact: true }),
    ).toBeInTheDocument();
  });

  it.each([
    ['Oyuncu', 'Bu tek adım: onayladığında hesabın hazır olacak.'],
    ['Koç', 'Bu tek adım: onayladığında hesabın hazır olacak.'],
    ['Takım Sahibi', 'Adım 1 / 2: onayladıktan sonra ilk takımını oluşturacaksın.'],
  ])('the %s confirmation says how many steps that role has', async (role, steps) => {
    stubFetch({});
    const user = userEvent.setup();
    renderWithApp(<OnboardingPage />, { user: makeUser(), route: '/onboarding' });
    await user.click(screen.getByRole('button', { name: new RegExp(`${role} olarak devam et`) }));
    expect(within(await screen.findByRole('dialog')).getByText(steps, { exact: true })).toBeInTheDocument();
  });

  it('shows a team owner step 2 of 2 on the team form', () => {
    renderWithApp(<OnboardingPage />, {
      user: makeUser({ userType: 'team_owner', onboardingCompleted: false }),
      route: '/onboarding',
    });
    expect(screen.getByText('Adım 2 / 2', { exact: true })).toBeInTheDocument();
  });

  it('says it in English too', async () => {
    await initTestI18n('en');
    stubFetch({});
    const user = userEvent.setup();
    renderWithApp(<OnboardingPage />, { user: makeUser(), route: '/onboarding' });
    expect(screen.getByText('Step 1: choose your role', { exact: true })).toBeInTheDocument();
    expect(screen.queryByText(/Step 1 of 2/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Player/ }));
    expect(
      within(await screen.findByRole('dialog')).getByText(
        'This is the only step: once you confirm, your account is ready.',
      ),
    ).toBeInTheDocument();
  });
});
