import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, stubFetch } from '../../../test/fetchStub';
import { initTestI18n } from '../../../test/i18n';
import { codedAnswer, switchLanguage } from '../../../test/languageSwitch';
import { makeUser, renderWithApp } from '../../../test/render';
import { CareerFormDialog } from './CareerFormDialog';

async function addEntry(from: string, to: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Team'), 'Falcons');
  fireEvent.change(screen.getByLabelText('From (month)'), { target: { value: from } });
  fireEvent.change(screen.getByLabelText('To (month)'), { target: { value: to } });
  await user.click(screen.getByRole('button', { name: 'Add' }));
}

describe('career dialog: field errors follow the language', () => {
  beforeEach(() => initTestI18n('en'));

  it('an end before the start, shown in English, turns Turkish after the switch', async () => {
    const fetch = stubFetch({});
    renderWithApp(<CareerFormDialog userId="me" entry={null} open onOpenChange={() => {}} />, { user: makeUser() });
    await addEntry('2023-05', '2022-12');
    expect(screen.getByLabelText('To (month)')).toHaveAccessibleDescription(
      'The end date cannot be before the start date.',
    );
    await switchLanguage('tr');
    expect(screen.getByLabelText('Bitiş (ay)')).toHaveAccessibleDescription(
      'Bitiş tarihi başlangıç tarihinden önce olamaz.',
    );
    expect(callsTo(fetch, 'POST', '/api/career')).toHaveLength(0);
  });

  it('the server’s field issue and its message above the form, shown in English, turn Turkish', async () => {
    stubFetch({
      'POST /api/career': codedAnswer(400, 'validation', { issues: [{ path: 'body.from', code: 'year_month' }] }),
    });
    renderWithApp(<CareerFormDialog userId="me" entry={null} open onOpenChange={() => {}} />, { user: makeUser() });
    await addEntry('2022-05', '2023-01');
    await waitFor(() =>
      expect(screen.getByLabelText('From (month)')).toHaveAccessibleDescription('Enter the month as YYYY-MM.'),
    );
    expect(screen.getByText('The submitted data is invalid.')).toBeInTheDocument();
    await switchLanguage('tr');
    expect(screen.getByLabelText('Başlangıç (ay)')).toHaveAccessibleDescription('Ay ve yılı YYYY-AA biçiminde gir.');
    expect(screen.getByText('Gönderilen bilgiler geçersiz.')).toBeInTheDocument();
  });
});

describe('career dialog: a new entry’s role', () => {
  beforeEach(() => initTestI18n('en'));

  it('starts as what the person is on the site: coach for a coach, owner for a team owner, else player', () => {
    const cases = [
      ['coach', 'coach'],
      ['team_owner', 'owner'],
      ['player', 'player'],
    ] as const;
    for (const [userType, role] of cases) {
      stubFetch({});
      const { unmount } = renderWithApp(<CareerFormDialog userId="me" entry={null} open onOpenChange={() => {}} />, {
        user: makeUser({ userType, onboardingCompleted: true }),
      });
      expect(screen.getByLabelText('Role'), userType).toHaveValue(role);
      unmount();
    }
  });
});
