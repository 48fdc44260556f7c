import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '../../../test/fetchStub';
import { initTestI18n } from '../../../test/i18n';
import { codedAnswer, switchLanguage } from '../../../test/languageSwitch';
import { makeUser, renderWithApp } from '../../../test/render';
import { CreateTournamentPage } from './CreateTournamentPage';

describe('/tournaments/create: a server field issue follows the language', () => {
  it('shown in English under its field, it turns Turkish after the switch', async () => {
    await initTestI18n('en');
    stubFetch({
      'POST /api/tournaments': codedAnswer(400, 'validation', {
        issues: [{ path: 'body.registrationDeadline', code: 'deadline_after_start' }],
      }),
    });
    const user = userEvent.setup();
    renderWithApp(<CreateTournamentPage />, {
      user: makeUser({ userType: 'team_owner', onboardingCompleted: true }),
      route: '/tournaments/create',
    });
    await user.type(screen.getByLabelText('Tournament name'), 'Spring Cup');
    await user.selectOptions(screen.getByLabelText('Game'), 'lol');
    await user.type(screen.getByLabelText('Registration deadline'), '2099-07-01T18:00');
    await user.type(screen.getByLabelText('Start'), '2099-07-02T18:00');
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Registration deadline')).toHaveAccessibleDescription(
        'The registration deadline cannot be after the start.',
      ),
    );
    await switchLanguage('tr');
    expect(screen.getByLabelText('Kayıt son tarihi')).toHaveAccessibleDescription(
      'Kayıt son tarihi başlangıçtan sonra olamaz.',
    );
  });
});
