import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, jsonResponse, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import type { ManageControls } from '../lib/permissions';
import { makeTournament } from '../testing/factories';
import { GenerateBracket } from './GenerateBracket';

const me = makeUser({ onboardingCompleted: true, userType: 'team_owner' });
const tournament = makeTournament();

const controls = (overrides: Partial<ManageControls> = {}): ManageControls => ({
  edit: true,
  transitions: [],
  startNeedsBracket: false,
  seed: false,
  removeRegistration: false,
  checkInOthers: false,
  generate: false,
  generateBlocked: null,
  delete: true,
  ...overrides,
});

describe('manage: generate bracket', () => {
  it('says why the bracket cannot be generated yet', () => {
    stubFetch({});
    renderWithApp(<GenerateBracket tournament={tournament} controls={controls({ generateBlocked: 'tooFew' })} />, {
      user: me,
    });
    expect(screen.getByRole('button', { name: 'Eşleşme tablosunu oluştur' })).toBeDisabled();
    expect(screen.getByText('Eşleşme tablosu için en az 2 katılımcı gerekir.')).toBeInTheDocument();
  });

  it('generates after a confirmation', async () => {
    const fetch = stubFetch({ 'POST /api/tournaments/tr1/bracket': () => jsonResponse(200, {}) });
    const user = userEvent.setup();
    renderWithApp(<GenerateBracket tournament={tournament} controls={controls({ generate: true })} />, { user: me });
    await user.click(screen.getByRole('button', { name: 'Eşleşme tablosunu oluştur' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eşleşme tablosu oluşturulsun mu?' });
    await user.click(within(dialog).getByRole('button', { name: 'Eşleşme tablosunu oluştur' }));
    expect(await screen.findByText('Eşleşme tablosu oluşturuldu.')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/tournaments/tr1/bracket')).toHaveLength(1);
  });

  it('only says so once the bracket exists', () => {
    stubFetch({});
    renderWithApp(
      <GenerateBracket tournament={tournament} controls={controls({ generateBlocked: 'bracketExists' })} />,
      { user: me },
    );
    expect(screen.getByText('Eşleşme tablosu oluşturuldu.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
