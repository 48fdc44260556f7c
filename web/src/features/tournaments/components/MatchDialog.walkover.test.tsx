import type { MatchDetail } from '@esn/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { callsTo, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { makeMatch } from '../testing/factories';
import { MatchDialogHost } from './MatchDialog';

const DETAIL = '/api/matches/m1';
const WALKOVER = '/api/matches/m1/walkover';
const reader = makeUser({ id: 'u2', userType: 'team_owner', onboardingCompleted: true });

const nobody: MatchDetail['viewer'] = {
  canRecordResult: false,
  side: null,
  actsFor: null,
  canSubmitResult: false,
  canDecideResult: false,
  canAddEvidence: false,
  resultsOpenAt: null,
  canAwardWalkover: false,
};
const detailFor = (viewer: Partial<MatchDetail['viewer']>, match = makeMatch({ id: 'm1' })): MatchDetail => ({
  match,
  resultVoided: false,
  submission: null,
  viewer: { ...nobody, ...viewer },
});
const organizer = { canRecordResult: true, canAwardWalkover: true };

/** The bracket's dialog of match m1, as opened by clicking the match (`?match=m1`). */
async function renderDialog() {
  renderWithApp(<MatchDialogHost />, { user: reader, route: '/tournaments/tr1?match=m1' });
  const dialog = await screen.findByRole('dialog');
  // Loaded once it links to the match page (every reader gets the link).
  await within(dialog).findByRole('link', { name: /Maç sayfasını aç|Open the match page/ });
  return dialog;
}

describe('the walkover in the bracket’s match dialog', () => {
  it('asks the organizer first, then gives the match to the chosen side', async () => {
    const fetch = stubFetch({
      [DETAIL]: detailFor(organizer),
      [`POST ${WALKOVER}`]: makeMatch({ id: 'm1', status: 'completed', winner: 'a' }),
    });
    const user = userEvent.setup();
    const dialog = await renderDialog();
    const section = within(dialog).getByRole('region', { name: 'Hükmen galibiyet' });
    await user.click(within(section).getByRole('button', { name: 'Takım 1 hükmen kazansın' }));
    const confirm = await screen.findByRole('dialog', { name: 'Takım 1 hükmen kazansın mı?' });
    expect(confirm).toHaveTextContent('Maç Takım 1 lehine 1–0 olarak sonuçlanır');
    expect(callsTo(fetch, 'POST', WALKOVER)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Hükmen galibiyeti ver' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', WALKOVER)[0]?.body).toEqual({ winner: 'a' }));
    expect(await screen.findByText('Maç hükmen sonuçlandırıldı.')).toBeInTheDocument();
  });

  it('cancelling the question sends nothing and leaves the match dialog open, in English too', async () => {
    await i18next.changeLanguage('en');
    const fetch = stubFetch({ [DETAIL]: detailFor(organizer, makeMatch({ id: 'm1', bestOf: 3 })) });
    const user = userEvent.setup();
    const dialog = await renderDialog();
    const section = within(dialog).getByRole('region', { name: 'Walkover' });
    expect(section).toHaveTextContent('(2–0)');
    await user.click(within(section).getByRole('button', { name: 'Walkover for Takım 2' }));
    const confirm = await screen.findByRole('dialog', { name: 'Give Takım 2 a walkover?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Give Takım 2 a walkover?' })).toBeNull());
    expect(screen.getByRole('region', { name: 'Walkover' })).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', WALKOVER)).toHaveLength(0);
  });

  it.each([
    ['a side of the match', { side: 'a', actsFor: 'a', canSubmitResult: true }],
    ['an onlooker', {}],
    ['the organizer once the match is decided', { canRecordResult: true, canAwardWalkover: false }],
  ] as const)('is not offered to %s', async (_who, viewer) => {
    stubFetch({ [DETAIL]: detailFor(viewer) });
    const dialog = await renderDialog();
    expect(within(dialog).getByText('Takım 1')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Hükmen galibiyet' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /hükmen kazansın/ })).not.toBeInTheDocument();
  });
});
