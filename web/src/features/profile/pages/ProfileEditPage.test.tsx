import type { ProfileResponse } from '@esn/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { callsTo, jsonResponse, stubFetch, type Handler } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { makeProfileResponse } from '../testing/factories';
import { ProfileEditRoute } from './ProfileEditPage';

const me = makeUser({ id: 'me', nickname: 'kaan', onboardingCompleted: true, userType: 'player' });

function loaded(
  profile: Parameters<typeof makeProfileResponse>[1] = {},
  user: Parameters<typeof makeProfileResponse>[0] = {},
) {
  return makeProfileResponse({ id: 'me', nickname: 'kaan', firstName: null, lastName: null, ...user }, profile);
}

/** The PATCH answer: what was loaded with the sent body applied, the way the server would answer. */
function echo(start: ProfileResponse): Handler {
  return (_url, init) => {
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    const { firstName, lastName, avatarUrl, ...profile } = body;
    return jsonResponse(200, {
      user: {
        ...start.user,
        ...(firstName !== undefined && { firstName }),
        ...(lastName !== undefined && { lastName }),
        ...(avatarUrl !== undefined && { avatarUrl }),
      },
      profile: { ...start.profile, ...profile },
    });
  };
}

function renderEdit(
  start: ProfileResponse = loaded(),
  routes: Record<string, unknown> = {},
  route = '/profile/me/edit',
) {
  const fetch = stubFetch({ '/api/profiles/me': start, 'PATCH /api/profiles/me': echo(start), ...routes });
  const user = userEvent.setup({ applyAccept: false });
  const view = renderWithApp(
    <Routes>
      <Route path="/profile/:id/edit" element={<ProfileEditRoute />} />
      <Route path="/profile/:id" element={<p>profile page</p>} />
    </Routes>,
    { route, user: me },
  );
  return { fetch, user, ...view };
}

const patches = (fetch: ReturnType<typeof stubFetch>) => callsTo(fetch, 'PATCH', '/api/profiles/me');
const save = () => screen.getByRole('button', { name: 'Kaydet' });
const meterText = () => screen.getByRole('complementary', { name: 'Profil tamamlama' });

describe('profile edit page', { timeout: 20_000 }, () => {
  it('sends anyone but the owner to that person’s profile', async () => {
    renderEdit(loaded(), {}, '/profile/u2/edit');
    expect(await screen.findByText('profile page')).toBeInTheDocument();
  });

  it('links to the account settings (e-mail, password, blocked people, data)', async () => {
    renderEdit();
    expect(await screen.findByRole('link', { name: 'Hesap ayarları' })).toHaveAttribute('href', '/settings/account');
  });

  it('fills the form from the profile and sends nothing when nothing changed', async () => {
    const { user, fetch } = renderEdit(
      loaded(
        { location: 'İzmir', biography: 'Entry fragger', skillLevel: 'expert', socialLinks: { x: '@kaan' } },
        { firstName: 'Kaan', lastName: 'Demir' },
      ),
    );
    expect(await screen.findByLabelText('Ad')).toHaveValue('Kaan');
    expect(screen.getByLabelText('Soyad')).toHaveValue('Demir');
    expect(screen.getByLabelText('Konum')).toHaveValue('İzmir');
    expect(screen.getByLabelText('Biyografi')).toHaveValue('Entry fragger');
    expect(screen.getByLabelText('Seviye')).toHaveValue('expert');
    expect(screen.getByLabelText('X')).toHaveValue('@kaan');

    await user.click(save());
    expect(await screen.findByText('Değiştirilecek bir şey yok.')).toBeInTheDocument();
    expect(patches(fetch)).toHaveLength(0);
  });

  it('sends only the changed fields, trimmed, with cleared text as null', async () => {
    const { user, fetch } = renderEdit(loaded({ location: 'İzmir', biography: 'Eski' }, { firstName: 'Kaan' }));
    await user.clear(await screen.findByLabelText('Konum'));
    await user.type(screen.getByLabelText('Konum'), '  Ankara ');
    await user.clear(screen.getByLabelText('Biyografi'));
    await user.click(screen.getByRole('checkbox', { name: 'VALORANT' }));
    await user.type(screen.getByLabelText('VALORANT için rol'), 'IGL{Enter}');
    await user.type(screen.getByLabelText('VALORANT için rol'), 'Duelist');
    await user.click(screen.getByRole('button', { name: 'VALORANT için rol ekle' }));
    await user.selectOptions(screen.getByLabelText('Uygunluk'), 'in_2_weeks');
    await user.click(screen.getByRole('switch', { name: 'Takım arıyorum' }));
    await user.type(screen.getByLabelText('Twitch'), 'kaan_tv');
    await user.click(save());

    await waitFor(() => expect(patches(fetch)).toHaveLength(1));
    expect(patches(fetch)[0]?.body).toEqual({
      location: 'Ankara',
      biography: null,
      games: [{ game: 'valorant', roles: ['IGL', 'Duelist'] }],
      availability: 'in_2_weeks',
      lookingForTeam: true,
      socialLinks: { twitch: 'kaan_tv' },
    });
    expect(await screen.findByText('Profilin kaydedildi.')).toBeInTheDocument();
    // Saved: the form is clean again, so saving once more sends nothing.
    await user.click(save());
    expect(await screen.findByText('Değiştirilecek bir şey yok.')).toBeInTheDocument();
    expect(patches(fetch)).toHaveLength(1);
  });

  it('keeps a role typed but not added when the form is saved', async () => {
    const { user, fetch } = renderEdit();
    await user.click(await screen.findByRole('checkbox', { name: 'VALORANT' }));
    await user.type(screen.getByLabelText('VALORANT için rol'), 'Analyst');
    await user.click(save());
    await waitFor(() => expect(patches(fetch)).toHaveLength(1));
    expect(patches(fetch)[0]?.body).toMatchObject({ games: [{ game: 'valorant', roles: ['Analyst'] }] });
    expect(screen.getByLabelText('VALORANT için rol')).toHaveValue('');
  });

  it('checks the contract’s rules before sending: social handles and age', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-06-15T12:00:00Z') });
    const { user, fetch } = renderEdit();
    await user.type(await screen.findByLabelText('X'), 'javascript:alert(1)');
    await user.type(screen.getByLabelText('Steam'), 'has space');
    fireEvent.change(screen.getByLabelText('Doğum tarihi'), { target: { value: '2015-01-01' } });
    await user.click(save());

    expect(await screen.findByText('Lütfen işaretli alanları düzelt.')).toBeInTheDocument();
    const x = screen.getByLabelText('X');
    expect(x).toHaveAttribute('aria-invalid', 'true');
    expect(x).toHaveAccessibleDescription(/https:\/\/ ile başlayan bir adres ya da geçerli bir kullanıcı adı gir/);
    expect(screen.getByLabelText('Steam')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Doğum tarihi')).toHaveAccessibleDescription('Yaşın 13 ile 100 arasında olmalı.');
    expect(screen.getByLabelText('Twitch')).not.toHaveAttribute('aria-invalid');
    expect(patches(fetch)).toHaveLength(0);
    // Taken to the first marked field (the birth date comes before the links), not left on Save.
    await waitFor(() => expect(screen.getByLabelText('Doğum tarihi')).toHaveFocus());

    await user.clear(x);
    await user.type(x, 'https://x.com/kaan');
    await user.clear(screen.getByLabelText('Steam'));
    fireEvent.change(screen.getByLabelText('Doğum tarihi'), { target: { value: '2001-05-20' } });
    await user.click(save());
    await waitFor(() => expect(patches(fetch)).toHaveLength(1));
    expect(patches(fetch)[0]?.body).toEqual({ birthDate: '2001-05-20', socialLinks: { x: 'https://x.com/kaan' } });
  });

  it('puts the server’s field messages under their fields and says it failed', async () => {
    const { user } = renderEdit(loaded(), {
      'PATCH /api/profiles/me': jsonResponse(400, {
        message: 'Gönderilen bilgiler geçersiz.',
        code: 'validation',
        issues: [{ path: 'socialLinks.twitch', message: 'Bu kullanıcı adı kullanılamaz.' }],
      }),
    });
    await user.type(await screen.findByLabelText('Twitch'), 'admin');
    await user.click(save());
    expect(await screen.findByText('Bu kullanıcı adı kullanılamaz.')).toBeInTheDocument();
    expect(screen.getByLabelText('Twitch')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Profil kaydedilemedi')).toBeInTheDocument();
  });

  it('moves the live meter through the stage messages as fields are filled', async () => {
    const { user } = renderEdit();
    await screen.findByLabelText('Ad');
    const meter = meterText();
    expect(within(meter).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(within(meter).getByText('Hadi başlayalım! Birkaç bilgiyle profilini oluştur.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Ad'), 'Kaan');
    await user.type(screen.getByLabelText('Soyad'), 'Demir');
    await user.type(screen.getByLabelText('Biyografi'), 'Entry');
    expect(within(meter).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(within(meter).getByText('İyi bir başlangıç! Devam et.')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Counter-Strike 2' }));
    await user.type(screen.getByLabelText('Konum'), 'İzmir');
    expect(within(meter).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(within(meter).getByText('Harika ilerleme! Yarıdan fazlası tamam.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Seviye'), 'advanced');
    await user.type(screen.getByLabelText('X'), '@kaan');
    await user.type(screen.getByLabelText('Twitch'), 'kaan');
    fireEvent.change(screen.getByLabelText('Doğum tarihi'), { target: { value: '2000-01-01' } });
    expect(within(meter).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
    expect(within(meter).getByText('Neredeyse bitti! Son birkaç adım kaldı.')).toBeInTheDocument();
  });

  it('at 100% only congratulates: no “complete your profile” tip', async () => {
    renderEdit(
      loaded(
        {
          biography: 'IGL',
          location: 'İstanbul',
          birthDate: '2000-01-01',
          games: [{ game: 'valorant', roles: ['IGL'] }],
          skillLevel: 'expert',
          socialLinks: { x: '@kaan', twitch: 'kaan' },
          coverImageUrl: '/public-objects/c.png',
        },
        { firstName: 'Kaan', lastName: 'Demir', avatarUrl: '/public-objects/a.png' },
      ),
    );
    await screen.findByLabelText('Ad');
    const meter = meterText();
    expect(within(meter).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(within(meter).getByText('Tebrikler, profilin %100 tamamlandı!')).toBeInTheDocument();
    expect(within(meter).queryByText('Daha fazla görünürlük için profilini tamamla.')).not.toBeInTheDocument();
  });

  it('asks to complete the profile below 100% and writes each weight the Turkish way (+%20)', async () => {
    renderEdit();
    await screen.findByLabelText('Ad');
    const meter = meterText();
    expect(within(meter).getByText('Daha fazla görünürlük için profilini tamamla.')).toBeInTheDocument();
    const games = within(meter).getByText('Oynadığın oyunları seç').closest('li');
    expect(games).toHaveTextContent(/\+%20$/);
    expect(meter).not.toHaveTextContent(/\d%/);
  });

  it('shows the name’s initials on the avatar without a photo, as the header does', async () => {
    renderEdit(loaded({}, { nickname: 'yenioyuncu', firstName: 'Deniz', lastName: 'Yılmaz' }));
    const avatar = await screen.findByRole('group', { name: 'Profil fotoğrafı' });
    expect(within(avatar).getByText('DY')).toBeInTheDocument();
  });

  it('opens one’s own form at /profile/me/edit', async () => {
    const fetch = stubFetch({ '/api/profiles/u1': loaded({}, { id: 'u1' }) });
    renderWithApp(
      <Routes>
        <Route path="/profile/:id/edit" element={<ProfileEditRoute />} />
        <Route path="/profile/:id" element={<p>profile page</p>} />
      </Routes>,
      { route: '/profile/me/edit', user: makeUser({ id: 'u1', nickname: 'kaan', onboardingCompleted: true }) },
    );
    expect(await screen.findByLabelText('Ad')).toBeInTheDocument();
    expect(callsTo(fetch, 'GET', '/api/profiles/u1')).toHaveLength(1);
  });

  it('takes up to five roles per game and refuses a role that is too short or repeated', async () => {
    const { user } = renderEdit(loaded({ games: [{ game: 'lol', roles: ['Top', 'Mid'] }] }));
    const input = await screen.findByLabelText('League of Legends için rol');
    await user.type(input, 'X{Enter}');
    expect(await screen.findByText('Rol 2-30 karakter olmalı.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'mid{Enter}');
    expect(screen.getByText('Bu rol zaten ekli.')).toBeInTheDocument();
    await user.clear(input);
    for (const role of ['Jungle', 'ADC', 'Support']) await user.type(input, `${role}{Enter}`);
    expect(input).toBeDisabled();
    expect(screen.getByRole('button', { name: 'League of Legends için rol ekle' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'League of Legends oyunundan Top rolünü kaldır' }));
    expect(input).toBeEnabled();
  });

  it('refuses a non-image before uploading, uploads an image with a preview and saves its address', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    const { user, fetch } = renderEdit(loaded(), {
      'POST /api/uploads': { id: 'up1', url: '/public-objects/up1.png', kind: 'image', mime: 'image/png', size: 3 },
    });
    const picker = await screen.findByLabelText('Profil fotoğrafı seç');
    await user.upload(picker, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Yalnızca JPEG, PNG, WebP veya GIF görseller yüklenebilir.')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/uploads')).toHaveLength(0);

    await user.upload(picker, new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Profil fotoğrafı önizlemesi' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/uploads')).toHaveLength(1));
    expect(within(meterText()).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '15');

    await user.click(save());
    await waitFor(() => expect(patches(fetch)).toHaveLength(1));
    expect(patches(fetch)[0]?.body).toEqual({ avatarUrl: '/public-objects/up1.png' });
  });

  it('asks before following a link away with unsaved changes', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = renderEdit();
    await user.type(await screen.findByLabelText('Konum'), 'Bursa');
    await user.click(screen.getByRole('link', { name: 'Profili görüntüle' }));
    expect(confirm).toHaveBeenCalledWith('Kaydedilmemiş değişikliklerin var. Sayfadan ayrılmak istediğine emin misin?');
    expect(screen.getByLabelText('Konum')).toHaveValue('Bursa');

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('link', { name: 'Profili görüntüle' }));
    expect(await screen.findByText('profile page')).toBeInTheDocument();
  });
});

describe('profile edit page: skills', { timeout: 20_000 }, () => {
  const skills = () => screen.getByRole('group', { name: 'Beceriler' });

  it('adds, rates and removes skills, says 7+ is advanced, and sends the list', async () => {
    const { user, fetch } = renderEdit(loaded({ skills: [{ name: 'Nişan', rating: 8 }] }));
    expect(await screen.findByLabelText('Beceri 1')).toHaveValue('Nişan');
    expect(skills()).toHaveAccessibleDescription(/7 ve üzeri ileri seviye sayılır\.$/);
    expect(within(skills()).getByLabelText('1. becerinin puanı')).toHaveValue('8');
    expect(within(skills()).getByText('İleri seviye')).toBeInTheDocument();

    await user.click(within(skills()).getByRole('button', { name: 'Beceri ekle' }));
    await user.type(within(skills()).getByLabelText('Beceri 2'), '  Oyun zekâsı ');
    await user.selectOptions(within(skills()).getByLabelText('2. becerinin puanı'), '7');
    expect(within(skills()).getAllByText('İleri seviye')).toHaveLength(2);
    await user.click(within(skills()).getByRole('button', { name: 'Beceri ekle' }));
    await user.click(within(skills()).getByRole('button', { name: '3. beceriyi kaldır' }));
    expect(within(skills()).queryByLabelText('Beceri 3')).not.toBeInTheDocument();
    expect(within(skills()).getByText('2 / 12 beceri')).toBeInTheDocument();

    await user.click(save());
    await waitFor(() => expect(patches(fetch)).toHaveLength(1));
    expect(patches(fetch)[0]?.body).toEqual({
      skills: [
        { name: 'Nişan', rating: 8 },
        { name: 'Oyun zekâsı', rating: 7 },
      ],
    });
  });

  it('marks a repeated name on both rows and a too-short name, and sends nothing until fixed', async () => {
    const { user, fetch } = renderEdit(loaded({ skills: [{ name: 'İletişim', rating: 5 }] }));
    await screen.findByLabelText('Beceri 1');
    await user.click(within(skills()).getByRole('button', { name: 'Beceri ekle' }));
    // Case-insensitive in Turkish: "İLETİŞİM" is "iletişim".
    await user.type(within(skills()).getByLabelText('Beceri 2'), 'İLETİŞİM');
    expect(within(skills()).getAllByText('Her beceri bir kez eklenebilir.')).toHaveLength(2);
    expect(within(skills()).getByLabelText('Beceri 1')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(within(skills()).getByLabelText('Beceri 2'));
    await user.type(within(skills()).getByLabelText('Beceri 2'), 'A');
    expect(within(skills()).queryByText('Her beceri bir kez eklenebilir.')).not.toBeInTheDocument();
    await user.click(save());
    expect(await within(skills()).findByText('En az 2 karakter olmalı.')).toBeInTheDocument();
    expect(screen.getAllByText('Lütfen işaretli alanları düzelt.').length).toBeGreaterThan(0);
    expect(patches(fetch)).toHaveLength(0);
  });

  it('stops at twelve skills', async () => {
    const full = Array.from({ length: 12 }, (_, i) => ({ name: `Beceri ${i + 1}`, rating: 5 }));
    renderEdit(loaded({ skills: full }));
    await screen.findByLabelText('Beceri 12');
    expect(within(skills()).getByRole('button', { name: 'Beceri ekle' })).toBeDisabled();
    expect(within(skills()).getByText('En fazla 12 beceri ekleyebilirsin.')).toBeInTheDocument();
  });
});
