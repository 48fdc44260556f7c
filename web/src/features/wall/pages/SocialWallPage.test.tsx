import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, jsonResponse, stubFetch, type Handler } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { makeAuthor, makePost, pageOf } from '../../posts/testFactories';
import { SocialWallPage } from './SocialWallPage';

const me = makeUser({ id: 'me', nickname: 'kaan', onboardingCompleted: true, userType: 'player' });
const FEED = '/api/feed?limit=20';
const TRENDING = '/api/tags/trending?limit=10';

function renderWall(routes: Record<string, Handler | Response | unknown>) {
  const fetch = stubFetch({ [TRENDING]: { items: [] }, ...routes });
  const user = userEvent.setup();
  const view = renderWithApp(<SocialWallPage />, { user: me, route: '/social-wall' });
  return { fetch, user, ...view };
}

const feed = () => screen.getByRole('feed', { name: 'Akış' });

describe('social wall', () => {
  it('loads the feed, then the next page with the cursor, appended', async () => {
    const { user, fetch } = renderWall({
      [FEED]: pageOf([makePost({ id: 'a', body: 'ilk' }), makePost({ id: 'b', body: 'ikinci' })], 'c1'),
      [`${FEED}&cursor=c1`]: pageOf([makePost({ id: 'c', body: 'üçüncü' })], null),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Sosyal Duvar' })).toBeInTheDocument();
    expect(screen.getByText('Gönderiler yükleniyor...')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(within(feed()).getAllByRole('article')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Daha fazla yükle' }));
    await waitFor(() => expect(within(feed()).getAllByRole('article')).toHaveLength(3));
    expect(
      within(feed())
        .getAllByRole('article')
        .map((a) => a.textContent),
    ).toEqual([expect.stringContaining('ilk'), expect.stringContaining('ikinci'), expect.stringContaining('üçüncü')]);
    expect(callsTo(fetch, 'GET', `${FEED}&cursor=c1`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Daha fazla yükle' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Gönderi oluştur' })).toBeInTheDocument();
  });

  it('says so when the feed is empty, and offers a retry when it fails', async () => {
    let calls = 0;
    const { user } = renderWall({
      [FEED]: () => (++calls <= 2 ? jsonResponse(500, { message: 'x' }) : jsonResponse(200, pageOf([]))),
    });
    expect(await screen.findByText('Gönderiler yüklenemedi.', {}, { timeout: 3000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByText(/Akışın henüz boş/)).toBeInTheDocument();
  });

  it('searches after typing stops and groups people, teams and posts', async () => {
    const { user, fetch } = renderWall({
      [FEED]: pageOf([]),
      '/api/search?q=val': {
        people: [makeAuthor({ id: 'u7', nickname: 'valkyrie', firstName: 'Deniz', lastName: null })],
        teams: [{ id: 't1', slug: 'val-wolves', name: 'Val Wolves', logoUrl: null, country: 'TR' }],
        posts: [makePost({ id: 'sp', body: 'Valorant turnuvası' })],
      },
    });
    await user.type(screen.getByRole('searchbox', { name: 'Kişi, takım veya gönderi ara' }), 'val');
    const results = await screen.findByRole('region', { name: 'Arama sonuçları' });
    expect(await within(results).findByRole('link', { name: /Deniz/ })).toHaveAttribute('href', '/profile/u7');
    expect(callsTo(fetch, 'GET', '/api/search?q=v')).toHaveLength(0);
    expect(callsTo(fetch, 'GET', '/api/search?q=val')).toHaveLength(1);
    expect(within(results).getByRole('heading', { name: 'Kişiler (1)' })).toBeInTheDocument();
    expect(within(results).getByRole('link', { name: /Val Wolves/ })).toHaveAttribute('href', '/team/val-wolves');
    expect(within(results).getByRole('link', { name: /Val Wolves/ })).toHaveTextContent('Türkiye');
    expect(within(results).getByRole('article')).toHaveTextContent('Valorant turnuvası');
    expect(within(results).getByRole('link', { name: "Tüm sonuçları Keşfet'te gör" })).toHaveAttribute(
      'href',
      '/explore?q=val',
    );

    await user.click(screen.getByRole('button', { name: 'Aramayı temizle' }));
    expect(screen.queryByRole('region', { name: 'Arama sonuçları' })).not.toBeInTheDocument();
  });

  it('lists trending tags as their authors spell them, linking to their pages', async () => {
    renderWall({
      [FEED]: pageOf([]),
      [TRENDING]: {
        items: [
          { tag: 'valorant', label: 'Valorant', score: 3.2, authors: 3 },
          { tag: 'takim', label: 'Takım', score: 1, authors: 1 },
        ],
      },
    });
    const card = screen.getByRole('region', { name: 'Trend etiketler' });
    const link = await within(card).findByRole('link', { name: /Valorant/ });
    expect(link).toHaveAttribute('href', '/tags/Valorant');
    expect(link).toHaveTextContent('3 kişi paylaştı');
    // Stored folded ("takim"), shown with its dotless ı.
    const takim = within(card).getByRole('link', { name: /Takım/ });
    expect(takim).toHaveAttribute('href', `/tags/${encodeURIComponent('Takım')}`);
    expect(takim).not.toHaveTextContent('takim');
  });

  describe('the post a notification points at (?post=)', () => {
    const renderFocused = (routes: Record<string, Handler | Response | unknown>) => {
      const fetch = stubFetch({ [TRENDING]: { items: [] }, [FEED]: pageOf([]), ...routes });
      const user = userEvent.setup();
      const view = renderWithApp(<SocialWallPage />, { user: me, route: '/social-wall?post=p9' });
      return { fetch, user, ...view };
    };

    it('shows it above the feed with its comments open, focused, and closes', async () => {
      const { user } = renderFocused({
        '/api/posts/p9': makePost({ id: 'p9', body: 'bildirimdeki yazı' }),
        '/api/posts/p9/comments?limit=20': {
          items: [
            {
              id: 'c1',
              postId: 'p9',
              author: makeAuthor({ id: 'u2' }),
              body: 'harika maç',
              createdAt: '2026-11-28T08:00:00.000Z',
              canDelete: false,
            },
          ],
          nextCursor: null,
        },
      });
      const section = await screen.findByRole('region', { name: 'Bildirimdeki gönderi' });
      expect(await within(section).findByText('bildirimdeki yazı')).toBeInTheDocument();
      expect(await within(section).findByText('harika maç')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Bildirimdeki gönderi' })).toHaveFocus();
      await user.click(within(section).getByRole('button', { name: 'Kapat' }));
      expect(screen.queryByRole('region', { name: 'Bildirimdeki gönderi' })).not.toBeInTheDocument();
    });

    it('says the post is gone when it was deleted or hidden (404)', async () => {
      renderFocused({ '/api/posts/p9': jsonResponse(404, { message: 'Gönderi bulunamadı.', code: 'post_not_found' }) });
      expect(await screen.findByText(/Bu gönderi artık yok/)).toBeInTheDocument();
    });
  });
});
