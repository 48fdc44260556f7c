import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { CvPrivacySettings } from './CvPrivacySettings';

const me = makeUser({ id: 'me', nickname: 'kaan', onboardingCompleted: true, userType: 'player' });

function renderSettings(put: (body: unknown) => Response) {
  const fetch = stubFetch({
    '/api/me/cv-settings': { visibility: 'members' },
    'PUT /api/me/cv-settings': (_url: string, init: RequestInit) => put(JSON.parse(String(init.body))),
  });
  const user = userEvent.setup();
  renderWithApp(<CvPrivacySettings nickname="kaan" />, { user: me });
  return { fetch, user };
}

describe('CV privacy settings', () => {
  it('shows the current choice, saves another at once and links to the CV', async () => {
    const { fetch, user } = renderSettings((body) => jsonResponse(200, body));
    const group = await screen.findByRole('group', { name: "CV'mi kimler okuyabilir" });
    const members = within(group).getByRole('radio', { name: 'Oturum açmış üyeler' });
    expect(members).toBeChecked();
    expect(members).toHaveAccessibleDescription('Hesabı olan herkes (varsayılan).');
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('link', { name: /\/cv\/kaan$/ })).toHaveAttribute('href', '/cv/kaan');

    await user.click(within(group).getByRole('radio', { name: 'Herkes' }));
    expect(within(group).getByRole('radio', { name: 'Herkes' })).toBeChecked();
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(([, init]) => init?.method === 'PUT' && init.body === '{"visibility":"public"}'),
      ).toBe(true),
    );
    expect(await screen.findByText('CV gizliliği kaydedildi.')).toBeInTheDocument();
  });

  it('puts the previous choice back when the server refuses', async () => {
    const { user } = renderSettings(() =>
      jsonResponse(400, { message: 'Gönderilen bilgiler geçersiz.', code: 'validation' }),
    );
    const group = await screen.findByRole('group', { name: "CV'mi kimler okuyabilir" });
    await user.click(within(group).getByRole('radio', { name: 'Yalnızca bağlantılarım' }));
    expect(await screen.findByText('Gönderilen bilgiler geçersiz.')).toBeInTheDocument();
    await waitFor(() => expect(within(group).getByRole('radio', { name: 'Oturum açmış üyeler' })).toBeChecked());
  });

  it('stays usable while saving: choices made quickly are saved one after another, and the last one stays', async () => {
    const answers: (() => void)[] = [];
    const fetch = stubFetch({
      '/api/me/cv-settings': { visibility: 'members' },
      'PUT /api/me/cv-settings': (_url: string, init: RequestInit) =>
        new Promise<Response>((resolve) =>
          answers.push(() => resolve(jsonResponse(200, JSON.parse(String(init.body))))),
        ),
    });
    const user = userEvent.setup();
    renderWithApp(<CvPrivacySettings nickname="kaan" />, { user: me });
    const group = await screen.findByRole('group', { name: "CV'mi kimler okuyabilir" });
    const radio = (name: string) => within(group).getByRole('radio', { name });
    const puts = () => fetch.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => init?.body);

    await user.click(radio('Yalnızca bağlantılarım'));
    expect(radio('Herkes')).toBeEnabled(); // a keyboard user's arrow keys go on from here
    await user.click(radio('Herkes'));
    expect(radio('Herkes')).toBeChecked();
    await waitFor(() => expect(puts()).toEqual(['{"visibility":"connections"}']));
    answers[0]!();
    // The first answer does not show over the later choice; the later one is sent only now.
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(radio('Herkes')).toBeChecked();
    expect(puts()[1]).toBe('{"visibility":"public"}');
    answers[1]!();
    await waitFor(() => expect(screen.getAllByText('CV gizliliği kaydedildi.').length).toBeGreaterThan(0));
    expect(radio('Herkes')).toBeChecked();
  });
});
