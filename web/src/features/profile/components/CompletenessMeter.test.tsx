import { completenessStage, type CompletenessInput } from '@esn/contract';
import { render, screen, within } from '@testing-library/react';
import { stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { initTestI18n } from '../../../test/i18n';
import { completenessOf } from '../lib/completeness';
import { makeProfileResponse } from '../testing/factories';
import { CompletenessCard } from './CompletenessCard';
import { CompletenessMeter } from './CompletenessMeter';

const empty: CompletenessInput = {
  avatarUrl: null,
  firstName: null,
  lastName: null,
  biography: null,
  location: null,
  birthDate: null,
  games: [],
  skillLevel: null,
  socialLinks: {},
  coverImageUrl: null,
};

const full: CompletenessInput = {
  avatarUrl: '/public-objects/a.png',
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  biography: 'IGL',
  location: 'İstanbul',
  birthDate: '2000-01-01',
  games: [{ game: 'valorant', roles: ['IGL'] }],
  skillLevel: 'expert',
  socialLinks: { x: '@ayse', twitch: 'ayse' },
  coverImageUrl: '/public-objects/c.png',
};

function renderMeter(input: CompletenessInput) {
  const view = completenessOf(input);
  render(<CompletenessMeter percent={view.percent} stage={view.stage} items={view.items} />);
  return view;
}

describe('completeness meter', () => {
  it.each([
    [0, 'Hadi başlayalım! Birkaç bilgiyle profilini oluştur.'],
    [24, 'Hadi başlayalım! Birkaç bilgiyle profilini oluştur.'],
    [25, 'İyi bir başlangıç! Devam et.'],
    [49, 'İyi bir başlangıç! Devam et.'],
    [50, 'Harika ilerleme! Yarıdan fazlası tamam.'],
    [74, 'Harika ilerleme! Yarıdan fazlası tamam.'],
    [75, 'Neredeyse bitti! Son birkaç adım kaldı.'],
    [99, 'Neredeyse bitti! Son birkaç adım kaldı.'],
    [100, 'Tebrikler, profilin %100 tamamlandı!'],
  ])('at %i percent says "%s" and fills the bar that far', (percent, message) => {
    const items = completenessOf(empty).items;
    render(<CompletenessMeter percent={percent} stage={completenessStage(percent)} items={items} />);
    expect(screen.getByText(message)).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Profil doluluğu' });
    expect(bar).toHaveAttribute('aria-valuenow', String(percent));
    expect(screen.getByTestId('completeness-percent')).toHaveTextContent(`%${percent}`);
  });

  it('speaks English too', async () => {
    await initTestI18n('en');
    render(<CompletenessMeter percent={80} stage="almost_there" items={completenessOf(full).items} />);
    expect(screen.getByText('Almost there! Just a few steps left.')).toBeInTheDocument();
    expect(screen.getByTestId('completeness-percent')).toHaveTextContent('80%');
  });

  it('writes each item’s weight the English way in English (+20%)', async () => {
    await initTestI18n('en');
    render(<CompletenessMeter percent={0} stage="get_started" items={completenessOf(empty).items} />);
    const checklist = screen.getByRole('list', { name: 'Profile checklist' });
    expect(within(checklist).getAllByRole('listitem')[0]).toHaveTextContent(/\+20%$/);
  });

  it('adds each item’s weight, from 0 to 100, with the checklist of what is missing', () => {
    expect(renderMeter(empty).percent).toBe(0);
    const checklist = screen.getByRole('list', { name: 'Profil kontrol listesi' });
    expect(within(checklist).getAllByRole('listitem')).toHaveLength(9);
    // The heaviest items first: games (20) before avatar and biography (15).
    expect(within(checklist).getAllByRole('listitem')[0]).toHaveTextContent('Oynadığın oyunları seç+%20');
  });

  it('counts social links only from two on, and the name only with both parts', () => {
    expect(completenessOf({ ...empty, socialLinks: { x: '@a' } }).percent).toBe(0);
    expect(completenessOf({ ...empty, socialLinks: { x: '@a', steam: 'b1' } }).percent).toBe(10);
    expect(completenessOf({ ...empty, firstName: 'Ayşe' }).percent).toBe(0);
    expect(completenessOf({ ...empty, firstName: 'Ayşe', lastName: 'Y' }).percent).toBe(10);
  });

  it('has nothing left on the checklist at 100%', () => {
    const view = renderMeter(full);
    expect(view.percent).toBe(100);
    expect(view.stage).toBe('complete');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('completeness card', () => {
  it('shows the server’s percent and message, what is missing, the tip and the way to the edit page', async () => {
    const me = makeUser({ id: 'me', onboardingCompleted: true, userType: 'player' });
    stubFetch({
      '/api/profiles/me': makeProfileResponse(
        { id: 'me', nickname: 'kaan', firstName: 'Kaan', lastName: 'Demir', avatarUrl: '/a.png' },
        {
          games: [{ game: 'cs2', roles: [] }],
          biography: 'Entry',
          completeness: 60,
          completenessStage: 'great_progress',
        },
      ),
    });
    renderWithApp(<CompletenessCard />, { user: me });
    expect(await screen.findByText('Harika ilerleme! Yarıdan fazlası tamam.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    const missing = screen.getByRole('list', { name: 'Profil kontrol listesi' });
    expect(within(missing).queryByText('Profil fotoğrafı ekle')).not.toBeInTheDocument();
    expect(within(missing).getByText('Konumunu ekle')).toBeInTheDocument();
    expect(screen.getByText('Daha fazla görünürlük için profilini tamamla.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profilini tamamla' })).toHaveAttribute('href', '/profile/me/edit');
  });

  it('at 100% says it is complete, without the tip or the link', async () => {
    const me = makeUser({ id: 'me', onboardingCompleted: true, userType: 'player' });
    stubFetch({
      '/api/profiles/me': makeProfileResponse({ id: 'me' }, { completeness: 100, completenessStage: 'complete' }),
    });
    renderWithApp(<CompletenessCard />, { user: me });
    expect(await screen.findByText('Tebrikler, profilin %100 tamamlandı!')).toBeInTheDocument();
    expect(screen.queryByText('Daha fazla görünürlük için profilini tamamla.')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
