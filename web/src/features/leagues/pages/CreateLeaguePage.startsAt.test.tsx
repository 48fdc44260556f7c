import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { callsTo, stubFetch } from '../../../test/fetchStub';
import { codedAnswer, switchLanguage } from '../../../test/languageSwitch';
import { makeUser, renderWithApp } from '../../../test/render';
import { CreateLeaguePage } from './CreateLeaguePage';

const me = makeUser({ id: 'u5', userType: 'team_owner', onboardingCompleted: true });

describe('/leagues/create: a first match week in the past', () => {
  it('shows the server’s refusal under the first-week field, in Turkish and then in English', async () => {
    const fetch = stubFetch({
      'POST /api/leagues': codedAnswer(400, 'league_start_past', {
        issues: [{ path: 'startsAt', code: 'league_start_past' }],
      }),
    });
    const user = userEvent.setup();
    renderWithApp(
      <Routes>
        <Route path="/leagues/create" element={<CreateLeaguePage />} />
        <Route path="/leagues/:id" element={<p>league page</p>} />
      </Routes>,
      { user: me, route: '/leagues/create' },
    );
    await user.type(screen.getByLabelText('Lig adı'), 'Eski Lig');
    await user.selectOptions(screen.getByLabelText('Oyun'), 'valorant');
    await user.type(screen.getByLabelText('Sezon'), '2020');
    await user.type(screen.getByLabelText('İlk hafta'), '2020-01-01T19:00');
    await user.click(screen.getByRole('button', { name: 'Ligi oluştur' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/leagues')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByLabelText('İlk hafta')).toHaveAccessibleDescription(
        'İlk maç haftası gelecekte olmalı; ileri bir tarih ve saat seç.',
      ),
    );
    expect(screen.queryByText('league page')).not.toBeInTheDocument();
    await switchLanguage('en');
    expect(screen.getByLabelText('First match week')).toHaveAccessibleDescription(
      'The first match week must be in the future; pick a later date and time.',
    );
  });
});
