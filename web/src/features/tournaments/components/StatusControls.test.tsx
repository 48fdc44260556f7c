import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { callsTo, jsonResponse, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import type { ManageControls } from '../lib/permissions';
import { makeTournament } from '../testing/factories';
import { StatusControls } from './StatusControls';

const me = makeUser({ onboardingCompleted: true, userType: 'team_owner' });
const tournament = makeTournament();
const statusUrl = '/api/tournaments/tr1/status';

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

describe('manage: status controls', () => {
  it('moves the status at once, but a start waits for the bracket and a cancel asks first', async () => {
    const fetch = stubFetch({ [`POST ${statusUrl}`]: () => jsonResponse(200, { tournament }) });
    const user = userEvent.setup();
    renderWithApp(
      <StatusControls
        tournament={tournament}
        controls={controls({
          transitions: ['registration_closed', 'in_progress', 'cancelled'],
          startNeedsBracket: true,
        })}
      />,
      { user: me },
    );
    expect(screen.getByRole('button', { name: 'Turnuvayı başlat' })).toBeDisabled();
    expect(screen.getByText('Başlatmadan önce eşleşme tablosunu oluştur.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Kayıtları kapat' }));
    expect(await screen.findByText('Kayıtlar kapandı.')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', statusUrl).map((c) => c.body)).toEqual([{ status: 'registration_closed' }]);

    await user.click(screen.getByRole('button', { name: 'Turnuvayı iptal et' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turnuva iptal edilsin mi?' });
    expect(callsTo(fetch, 'POST', statusUrl)).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Turnuvayı iptal et' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetch, 'POST', statusUrl).map((c) => c.body)).toEqual([
      { status: 'registration_closed' },
      { status: 'cancelled' },
    ]);
  });

  it('the cancel dialog’s way out says it keeps the tournament, and a long unbroken name wraps inside it', async () => {
    const name = 'X'.repeat(100);
    const fetch = stubFetch({});
    const user = userEvent.setup();
    renderWithApp(
      <StatusControls tournament={makeTournament({ name })} controls={controls({ transitions: ['cancelled'] })} />,
      { user: me },
    );
    await user.click(screen.getByRole('button', { name: 'Turnuvayı iptal et' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turnuva iptal edilsin mi?' });
    expect(within(dialog).getByRole('button', { name: 'Vazgeç' })).toBeInTheDocument();
    // overflow-wrap: anywhere, from the shared ConfirmDialog: the name breaks instead of leaving the box.
    expect(dialog).toHaveClass('wrap-anywhere');
    expect(dialog).toHaveAccessibleDescription(new RegExp(`^${name} iptal edilecek`));
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await i18next.changeLanguage('en');
    await user.click(screen.getByRole('button', { name: 'Cancel tournament' }));
    const english = await screen.findByRole('dialog', { name: 'Cancel the tournament?' });
    expect(
      within(english)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(expect.arrayContaining(['Keep tournament', 'Cancel tournament']));
    expect(within(english).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.click(within(english).getByRole('button', { name: 'Keep tournament' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetch, 'POST', statusUrl)).toHaveLength(0);
  });

  it('going back to draft asks first and says registered teams will lose sight of it (TR and EN)', async () => {
    const fetch = stubFetch({ [`POST ${statusUrl}`]: () => jsonResponse(200, { tournament }) });
    const user = userEvent.setup();
    renderWithApp(<StatusControls tournament={tournament} controls={controls({ transitions: ['draft'] })} />, {
      user: me,
    });
    await user.click(screen.getByRole('button', { name: 'Taslağa al' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turnuva taslağa alınsın mı?' });
    expect(dialog).toHaveAccessibleDescription(/kayıtlı takımlar ve oyuncular, sen yeniden yayınlayana kadar/);
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetch, 'POST', statusUrl)).toHaveLength(0);

    await i18next.changeLanguage('en');
    await user.click(screen.getByRole('button', { name: 'Back to draft' }));
    const english = await screen.findByRole('dialog', { name: 'Move the tournament back to draft?' });
    await user.click(within(english).getByRole('button', { name: 'Back to draft' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetch, 'POST', statusUrl).map((c) => c.body)).toEqual([{ status: 'draft' }]);
  });

  it('says when the status can no longer change', () => {
    stubFetch({});
    renderWithApp(<StatusControls tournament={tournament} controls={controls()} />, { user: me });
    expect(screen.getByText('Bu turnuvanın durumu artık değişmez.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
