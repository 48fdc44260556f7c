import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { callsTo, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { makePost, pageOf } from '../../posts/testFactories';
import { TagRoute } from './TagPage';

const me = makeUser({ id: 'me', nickname: 'kaan', onboardingCompleted: true, userType: 'player' });

describe('tag page', () => {
  it('shows the tag as heading and its posts, page by page', async () => {
    const base = `/api/tags/${encodeURIComponent('şampiyon')}/posts?limit=20`;
    const fetch = stubFetch({
      '/api/tags/trending?limit=10': { items: [] },
      [base]: pageOf([makePost({ id: 'a', body: 'Biz #Şampiyon olduk' })], 'next'),
      [`${base}&cursor=next`]: pageOf([makePost({ id: 'b', body: 'Yine #şampiyon' })]),
    });
    const user = userEvent.setup();
    renderWithApp(
      <Routes>
        <Route path="/tags/:tag" element={<TagRoute />} />
      </Routes>,
      { user: me, route: `/tags/${encodeURIComponent('Şampiyon')}` },
    );
    expect(screen.getByRole('heading', { level: 1, name: '#Şampiyon' })).toBeInTheDocument();
    expect(await screen.findByText(/Biz/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Daha fazla yükle' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(callsTo(fetch, 'GET', `${base}&cursor=next`)).toHaveLength(1);
  });

  it('shows the tag as the address writes it and asks for it folded: /tags/LIVE for live, /tags/ısı for isi', async () => {
    for (const [route, tag] of [
      ['LIVE', 'live'],
      ['ısı', 'isi'],
    ] as const) {
      const fetch = stubFetch({
        '/api/tags/trending?limit=10': { items: [] },
        [`/api/tags/${tag}/posts?limit=20`]: pageOf([]),
      });
      const { unmount } = renderWithApp(
        <Routes>
          <Route path="/tags/:tag" element={<TagRoute />} />
        </Routes>,
        { user: me, route: `/tags/${encodeURIComponent(route)}` },
      );
      expect(await screen.findByRole('heading', { level: 1, name: `#${route}` })).toBeInTheDocument();
      await waitFor(() => expect(callsTo(fetch, 'GET', `/api/tags/${tag}/posts?limit=20`)).toHaveLength(1));
      unmount();
    }
  });

  it('says when a tag has no posts', async () => {
    stubFetch({ '/api/tags/trending?limit=10': { items: [] }, '/api/tags/yok/posts?limit=20': pageOf([]) });
    renderWithApp(
      <Routes>
        <Route path="/tags/:tag" element={<TagRoute />} />
      </Routes>,
      { user: me, route: '/tags/yok' },
    );
    expect(await screen.findByText('#yok etiketiyle henüz gönderi yok.')).toBeInTheDocument();
  });
});
