import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, jsonResponse, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import type { ManageControls } from '../lib/permissions';
import { makeRegistration, makeTournament } from '../testing/factories';
import { SeedingEditor } from './SeedingEditor';

const organizer = makeUser({ id: 'org', nickname: 'org', onboardingCompleted: true });
const controls: ManageControls = {
  edit: true,
  transitions: [],
  startNeedsBracket: false,
  seed: true,
  removeRegistration: true,
  checkInOthers: false,
  generate: true,
  generateBlocked: null,
  delete: true,
};

describe('seeding by rating', () => {
  it('asks the server to seed by rating and says so; the order stays editable', async () => {
    const tournament = makeTournament();
    const participants = [makeRegistration(1), makeRegistration(2), makeRegistration(3)];
    const url = `/api/tournaments/${tournament.id}/seeding`;
    const fetch = stubFetch({ [`PUT ${url}`]: () => jsonResponse(200, { items: participants }) });
    const user = userEvent.setup();
    renderWithApp(<SeedingEditor tournament={tournament} participants={participants} controls={controls} />, {
      user: organizer,
    });
    await user.click(await screen.findByRole('button', { name: 'Reytinge göre sırala' }));
    expect(await screen.findByText(/reytinglerine göre sıralandı/)).toBeInTheDocument();
    expect(callsTo(fetch, 'PUT', url)).toEqual([expect.objectContaining({ body: { method: 'rating' } })]);
    expect(screen.getByRole('button', { name: 'Beceri puanına göre sırala' })).toBeEnabled();
  });
});
