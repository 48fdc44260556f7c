import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { callsTo, jsonResponse, stubFetch, type Handler } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { makeMembership, makeOffer } from '../testing/factories';
import { OfferToPersonButton } from './OfferToPersonButton';

const owner = makeUser({ id: 'own', nickname: 'kaan', userType: 'team_owner', onboardingCompleted: true });
const target = { id: 'u2', nickname: 'ayse', userType: 'player' as const, games: [{ game: 'cs2' }] };
const memberships = [
  makeMembership(),
  makeMembership({
    team: { id: 't2', slug: 'wolves', name: 'Wolves', logoUrl: null, games: ['lol'] },
    role: 'manager',
  }),
  // He only plays here: no offers in this team's name.
  makeMembership({ team: { id: 't3', slug: 'bees', name: 'Bees', logoUrl: null, games: ['lol'] }, role: 'player' }),
];

function renderButton(post: Handler | Response | unknown = makeOffer(), viewer = owner) {
  const fetch = stubFetch({ '/api/me/teams': memberships, 'POST /api/transfers/offers': post });
  renderWithApp(<OfferToPersonButton person={target} />, { user: viewer, route: '/transfers' });
  return { fetch, user: userEvent.setup() };
}

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /Teklif gönder/ }));
  return screen.findByRole('form', { name: 'ayse için transfer teklifi' });
}

describe('the offer form', () => {
  it('checks the fields before sending and says what to fix', async () => {
    const { fetch, user } = renderButton();
    const form = await openForm(user);
    // Only the teams he owns or manages, and the game defaults to one the player plays.
    const team = within(form).getByLabelText('Takım');
    expect(
      within(team)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Falcons', 'Wolves']);
    expect(within(form).getByLabelText('Oyun')).toHaveValue('cs2');

    await user.type(within(form).getByLabelText('Maaş teklifi (USD, aylık)'), 'bin dolar');
    await user.type(within(form).getByLabelText('Sözleşme süresi (ay)'), '72');
    await user.click(within(form).getByRole('button', { name: 'Teklifi gönder' }));
    expect(await within(form).findByText('Bu alan zorunludur.')).toBeInTheDocument();
    expect(within(form).getByText('Maaşı dolar olarak tam sayı gir (ör. 1500).')).toBeInTheDocument();
    expect(within(form).getByText('Sözleşme süresi 1 ile 60 ay arasında olmalı.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Pozisyon / rol')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetch, 'POST', '/api/transfers/offers')).toHaveLength(0);
  });

  it('sends the offer in the chosen team’s name with its game, and says "Teklif gönderildi."', async () => {
    const { fetch, user } = renderButton();
    const form = await openForm(user);
    await user.selectOptions(within(form).getByLabelText('Takım'), 't2');
    expect(within(form).getByLabelText('Oyun')).toHaveValue('lol');
    // One game: nothing to choose.
    expect(within(form).getByLabelText('Oyun')).toBeDisabled();
    await user.type(within(form).getByLabelText('Pozisyon / rol'), 'Mid');
    await user.type(within(form).getByLabelText('Maaş teklifi (USD, aylık)'), '2.000');
    await user.type(within(form).getByLabelText('Sözleşme süresi (ay)'), '12');
    await user.type(within(form).getByLabelText('Mesaj'), 'Bize katıl');
    await user.click(within(form).getByRole('button', { name: 'Teklifi gönder' }));
    expect(await screen.findByText('Teklif gönderildi.')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/transfers/offers').map((c) => c.body)).toEqual([
      {
        teamId: 't2',
        userId: 'u2',
        role: 'player',
        game: 'lol',
        position: 'Mid',
        salary: 2000,
        contractMonths: 12,
        message: 'Bize katıl',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
  });

  it('says "Teklif gönderilemedi." with the server’s reason and keeps the form open', async () => {
    const reason = 'Bu takım, kişi ve oyun için zaten bekleyen bir transfer teklifi var.';
    const { user } = renderButton(jsonResponse(409, { message: reason }));
    const form = await openForm(user);
    await user.type(within(form).getByLabelText('Pozisyon / rol'), 'AWPer');
    await user.click(within(form).getByRole('button', { name: 'Teklifi gönder' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(`Teklif gönderilemedi. ${reason}`);
    // The toast: its title and the reason.
    expect((await screen.findAllByText('Teklif gönderilemedi.')).length).toBeGreaterThan(0);
    expect((await screen.findAllByText(reason)).length).toBeGreaterThan(0);
  });

  it('says "An error occurred while sending the transfer offer." when the server gave no reason (EN)', async () => {
    await i18next.changeLanguage('en');
    const { user } = renderButton(() => Promise.reject(new TypeError('Failed to fetch')));
    await user.click(await screen.findByRole('button', { name: /Send offer/ }));
    const form = await screen.findByRole('form', { name: 'Transfer offer for ayse' });
    await user.type(within(form).getByLabelText('Position / role'), 'AWPer');
    await user.click(within(form).getByRole('button', { name: 'Send offer' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Offer could not be sent. An error occurred while sending the transfer offer.',
    );
  });

  it("starts with a team that plays one of the person's games", async () => {
    stubFetch({ '/api/me/teams': memberships });
    renderWithApp(<OfferToPersonButton person={{ ...target, games: [{ game: 'lol' }] }} />, { user: owner });
    const user = userEvent.setup();
    const form = await openForm(user);
    expect(within(form).getByLabelText('Takım')).toHaveValue('t2');
    expect(within(form).getByLabelText('Oyun')).toHaveValue('lol');
  });

  it('is not offered to someone who leads no team, nor to oneself', async () => {
    stubFetch({ '/api/me/teams': [makeMembership({ role: 'player' })] });
    const player = makeUser({ id: 'p9', userType: 'player', onboardingCompleted: true });
    const { unmount } = renderWithApp(<OfferToPersonButton person={target} />, { user: player });
    await waitFor(() => expect(screen.queryByRole('button')).not.toBeInTheDocument());
    unmount();
    stubFetch({ '/api/me/teams': memberships });
    renderWithApp(<OfferToPersonButton person={{ ...target, id: 'own' }} />, { user: owner });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
