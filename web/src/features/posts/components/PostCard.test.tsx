import type { Post } from '@esn/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { callsTo, jsonResponse, stubFetch, type Handler } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { createQueryClient } from '../../../app/queryClient';
import { feedKey, POST_PAGE_SIZE, useFeed } from '../api';
import { makeAuthor, makeComment, makePoll, makePost, pageOf } from '../testFactories';
import { PostList } from './PostList';

const me = makeUser({ id: 'me', nickname: 'kaan', onboardingCompleted: true, userType: 'player' });
const noContent = () => new Response(null, { status: 204 });
const commentsUrl = (id = 'p1') => `/api/posts/${id}/comments?limit=${POST_PAGE_SIZE}`;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function Feed() {
  return <PostList query={useFeed()} empty="boş" label="Akış" />;
}

/** The posts sit in the feed cache, as on the wall, so optimistic changes show the way they do there. */
function renderPosts(posts: Post[], routes: Record<string, Handler | Response | unknown> = {}) {
  const fetch = stubFetch(routes);
  const queryClient = createQueryClient();
  queryClient.setQueryData(feedKey, { pages: [pageOf(posts)], pageParams: [null] });
  const user = userEvent.setup();
  const view = renderWithApp(<Feed />, { user: me, queryClient });
  return { fetch, user, ...view };
}

const article = (name = 'Ayşe Yılmaz') => screen.getByRole('article', { name });

describe('PostCard: what each kind of post shows', () => {
  it('links hashtags as written (the tag page folds them): #LIVE, #İstanbul, #ısı', () => {
    renderPosts([makePost({ body: '#LIVE from #İstanbul #ısı' })]);
    const post = article();
    const href = (tag: string) => `/tags/${encodeURIComponent(tag)}`;
    expect(within(post).getByRole('link', { name: '#LIVE' })).toHaveAttribute('href', href('LIVE'));
    expect(within(post).getByRole('link', { name: '#İstanbul' })).toHaveAttribute('href', href('İstanbul'));
    expect(within(post).getByRole('link', { name: '#ısı' })).toHaveAttribute('href', href('ısı'));
  });

  it('renders text safely and links each hashtag to its tag page', () => {
    renderPosts([
      makePost({ body: 'Yeni sezon #Valorant ve #cs2_turnuva başlıyor <img src=x onerror="alert(1)"> abc#nottag' }),
    ]);
    const post = article();
    expect(within(post).getByRole('link', { name: '#Valorant' })).toHaveAttribute('href', '/tags/Valorant');
    expect(within(post).getByRole('link', { name: '#cs2_turnuva' })).toHaveAttribute('href', '/tags/cs2_turnuva');
    expect(within(post).queryByRole('link', { name: '#nottag' })).not.toBeInTheDocument();
    expect(post).toHaveTextContent('<img src=x onerror="alert(1)">');
    expect(post.querySelector('img')).toBeNull();
    expect(within(post).getByRole('link', { name: 'Ayşe Yılmaz' })).toHaveAttribute('href', '/profile/u2');
    expect(within(post).getByText('5 dakika önce')).toBeInTheDocument();
  });

  it('shows images lazily with alt text from the body, stored paths through objectUrl', () => {
    renderPosts([
      makePost({
        type: 'image',
        body: 'Turnuva anları',
        media: [
          { url: '/public-objects/a.png', kind: 'image', mime: 'image/png', size: 10 },
          { url: 'uploads/b.webp', kind: 'image', mime: 'image/webp', size: 10 },
        ],
      }),
    ]);
    const images = within(article()).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['Turnuva anları (1/2)', 'Turnuva anları (2/2)']);
    expect(images.map((img) => img.getAttribute('src'))).toEqual(['/public-objects/a.png', '/public-objects/b.webp']);
    expect(images[0]).toHaveAttribute('loading', 'lazy');
  });

  it('names an image by its author when the body is empty, and plays a video with controls', () => {
    renderPosts([
      makePost({
        id: 'p1',
        type: 'image',
        body: '',
        media: [{ url: '/public-objects/a.png', kind: 'image', mime: 'image/png', size: 1 }],
      }),
      makePost({
        id: 'p2',
        author: makeAuthor({ id: 'u4', nickname: 'zeynep', firstName: 'Zeynep', lastName: null }),
        type: 'video',
        body: 'Clutch',
        media: [{ url: '/public-objects/v.mp4', kind: 'video', mime: 'video/mp4', size: 1 }],
      }),
    ]);
    expect(within(article()).getByRole('img')).toHaveAttribute('alt', 'Ayşe Yılmaz tarafından paylaşılan görsel');
    const video = article('Zeynep').querySelector('video');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('src', '/public-objects/v.mp4');
    expect(video).toHaveAttribute('aria-label', 'Clutch');
  });

  it('offers vote buttons before voting, then shows the results the server answers', async () => {
    const voted = makePost({
      type: 'poll',
      body: 'Hangisi?',
      poll: makePoll({
        showResults: true,
        myVote: 'o1',
        totalVotes: 4,
        options: [
          { id: 'o1', text: 'Valorant', votes: 3 },
          { id: 'o2', text: 'CS2', votes: 1 },
        ],
      }),
    });
    const { user, fetch } = renderPosts(
      [
        makePost({
          type: 'poll',
          body: 'Hangisi?',
          poll: makePoll({ endsAt: new Date(Date.now() + 2 * 3_600_000 + 60_000).toISOString() }),
        }),
      ],
      { 'POST /api/posts/p1/vote': voted },
    );
    const post = article();
    expect(within(post).queryByText(/%/)).not.toBeInTheDocument();
    expect(post).toHaveTextContent('Bitiş: 2 saat sonra');
    await user.click(within(post).getByRole('button', { name: 'Oy ver: Valorant' }));

    expect(await within(post).findByText('%75 · 3 oy')).toBeInTheDocument();
    expect(within(post).getByText('%25 · 1 oy')).toBeInTheDocument();
    expect(within(post).getByText('(senin oyun)')).toBeInTheDocument();
    expect(within(post).queryByRole('button', { name: /Oy ver/ })).not.toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/posts/p1/vote')[0]?.body).toEqual({ optionId: 'o1' });
  });

  it('shows its author the running results, with no vote buttons and no "after you vote" hint (issue 24)', () => {
    renderPosts([
      makePost({
        type: 'poll',
        poll: makePoll({
          endsAt: new Date(Date.now() + 3_600_000).toISOString(),
          showResults: true,
          myVote: null,
          totalVotes: 2,
          options: [
            { id: 'o1', text: 'Valorant', votes: 2 },
            { id: 'o2', text: 'CS2', votes: 0 },
          ],
        }),
      }),
    ]);
    const post = article();
    expect(within(post).getByRole('list', { name: 'Anket sonuçları' })).toBeInTheDocument();
    expect(within(post).getByText('%100 · 2 oy')).toBeInTheDocument();
    expect(within(post).queryByText('(senin oyun)')).not.toBeInTheDocument();
    expect(within(post).queryByRole('button', { name: /Oy ver/ })).not.toBeInTheDocument();
    expect(post).not.toHaveTextContent('Sonuçlar oy verince görünür.');
  });

  it('tells a poll’s author why there is nothing to vote on (TR and EN)', async () => {
    const poll = makePoll({ endsAt: new Date(Date.now() + 3_600_000).toISOString(), showResults: true, myVote: null });
    const mine = makePost({
      type: 'poll',
      author: makeAuthor({ id: 'me', nickname: 'kaan', firstName: null, lastName: null }),
      poll,
    });
    renderPosts([mine, makePost({ id: 'p2', type: 'poll', poll })]);
    expect(article('kaan')).toHaveTextContent('Kendi anketinde oy kullanmazsın; sonuçları baştan görürsün.');
    expect(article()).not.toHaveTextContent('Kendi anketinde');
    await i18next.changeLanguage('en');
    expect(
      await within(article('kaan')).findByText("You don't vote in your own poll; you see its results from the start."),
    ).toBeInTheDocument();
  });

  it('shows an ended poll’s results without vote buttons', () => {
    renderPosts([
      makePost({
        type: 'poll',
        poll: makePoll({
          endsAt: new Date(Date.now() - 60_000).toISOString(),
          showResults: true,
          totalVotes: 0,
          options: [
            { id: 'o1', text: 'Valorant', votes: 0 },
            { id: 'o2', text: 'CS2', votes: 0 },
          ],
        }),
      }),
    ]);
    expect(article()).toHaveTextContent('Anket sona erdi');
    expect(within(article()).getAllByText('%0 · 0 oy')).toHaveLength(2);
    expect(within(article()).queryByRole('button', { name: /Oy ver/ })).not.toBeInTheDocument();
  });

  it('shows a share with its comment and the original inside', () => {
    const original = makePost({
      id: 'p0',
      author: makeAuthor({ id: 'u5', firstName: 'Mert', lastName: 'Kaya', nickname: 'mert' }),
      body: 'Orijinal #haber',
      shareCount: 7,
    });
    const { sharedPost: _none, ...core } = original;
    renderPosts([makePost({ id: 'p1', body: 'Bunu okuyun', sharedPost: core })]);
    const post = article();
    expect(post).toHaveTextContent('Ayşe Yılmaz paylaştı');
    expect(post).toHaveTextContent('Bunu okuyun');
    const inner = within(post).getByRole('region', { name: 'Mert Kaya kullanıcısının paylaşılan gönderisi' });
    expect(inner).toHaveTextContent('Orijinal #haber');
    expect(within(inner).getByRole('link', { name: 'Mert Kaya' })).toHaveAttribute('href', '/profile/u5');
    expect(within(post).getByRole('button', { name: 'Paylaş, 7 paylaşım' })).toBeInTheDocument();
  });
});

describe('PostCard: likes', () => {
  it('likes at once, then keeps the server’s count', async () => {
    const answer = deferred<Response>();
    const { user, fetch } = renderPosts([makePost({ likeCount: 2 })], {
      'PUT /api/posts/p1/like': () => answer.promise,
    });
    const like = within(article()).getByRole('button', { name: 'Beğen, 2 beğeni' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveAccessibleName('Beğen, 3 beğeni');
    answer.resolve(jsonResponse(200, { liked: true, likeCount: 9 }));
    await waitFor(() => expect(like).toHaveAccessibleName('Beğen, 9 beğeni'));
    expect(callsTo(fetch, 'PUT', '/api/posts/p1/like')).toHaveLength(1);
  });

  it('rolls an unlike back and says why when the server refuses', async () => {
    const { user } = renderPosts([makePost({ likeCount: 4, likedByMe: true })], {
      'DELETE /api/posts/p1/like': jsonResponse(404, { message: 'Gönderi bulunamadı', code: 'post_not_found' }),
    });
    const like = within(article()).getByRole('button', { name: 'Beğen, 4 beğeni' });
    expect(like).toHaveAttribute('aria-pressed', 'true');
    await user.click(like);
    expect(await screen.findByText('Gönderi bulunamadı')).toBeInTheDocument();
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveAccessibleName('Beğen, 4 beğeni');
  });
});

describe('PostCard: comments', () => {
  const mine = makeComment({
    id: 'c1',
    body: 'Benim yorumum',
    canDelete: true,
    author: makeAuthor({ id: 'me', nickname: 'kaan', firstName: null, lastName: null }),
  });
  const theirs = makeComment({ id: 'c2', body: 'Başkasının yorumu', canDelete: false });

  it('opens the thread, shows delete only where allowed, adds a comment on top', async () => {
    const added = makeComment({
      id: 'c3',
      body: 'Yeni yorum',
      canDelete: true,
      author: makeAuthor({ id: 'me', nickname: 'kaan', firstName: null, lastName: null }),
    });
    const { user, fetch } = renderPosts([makePost({ commentCount: 2 })], {
      [commentsUrl()]: { items: [mine, theirs], nextCursor: null },
      'POST /api/posts/p1/comments': jsonResponse(201, added),
    });
    const toggle = within(article()).getByRole('button', { name: 'Yorumlar, 2 yorum' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = await screen.findByRole('list', { name: 'Yorumlar' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('button', { name: 'kaan kullanıcısının yorumunu sil' })).toBeInTheDocument();
    expect(within(second!).queryByRole('button', { name: /yorumunu sil/ })).not.toBeInTheDocument();

    await user.click(within(article()).getByRole('button', { name: 'Gönder' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Göndermeden önce bir yorum yaz.');
    expect(callsTo(fetch, 'POST', '/api/posts/p1/comments')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Yorum yaz' }), '  Yeni yorum ');
    await user.click(within(article()).getByRole('button', { name: 'Gönder' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Yeni yorum'));
    expect(callsTo(fetch, 'POST', '/api/posts/p1/comments')[0]?.body).toEqual({ body: 'Yeni yorum' });
    expect(toggle).toHaveAccessibleName('Yorumlar, 3 yorum');
    expect(screen.getByRole('textbox', { name: 'Yorum yaz' })).toHaveValue('');
  });

  it('deletes a comment only after confirmation', async () => {
    const { user, fetch } = renderPosts([makePost({ commentCount: 2 })], {
      [commentsUrl()]: { items: [mine, theirs], nextCursor: null },
      'DELETE /api/comments/c1': noContent,
    });
    await user.click(within(article()).getByRole('button', { name: 'Yorumlar, 2 yorum' }));
    await user.click(await screen.findByRole('button', { name: 'kaan kullanıcısının yorumunu sil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yorum silinsin mi?' });
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    expect(callsTo(fetch, 'DELETE', '/api/comments/c1')).toHaveLength(0);
    expect(screen.getByText('Benim yorumum')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'kaan kullanıcısının yorumunu sil' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(screen.queryByText('Benim yorumum')).not.toBeInTheDocument());
    expect(callsTo(fetch, 'DELETE', '/api/comments/c1')).toHaveLength(1);
    expect(screen.getByText('Başkasının yorumu')).toBeInTheDocument();
    expect(within(article()).getByRole('button', { name: 'Yorumlar, 1 yorum' })).toBeInTheDocument();
  });
});

describe('PostCard: share and delete', () => {
  it('shares with a comment, says "post shared" and puts the share first on the wall', async () => {
    const original = makePost({ shareCount: 0 });
    const { sharedPost: _none, ...core } = original;
    const share = makePost({
      id: 's1',
      author: makeAuthor({ id: 'me', nickname: 'kaan', firstName: null, lastName: null }),
      body: 'Çok iyi',
      sharedPost: { ...core, shareCount: 1 },
    });
    const { user, fetch } = renderPosts([original], { 'POST /api/posts/p1/share': jsonResponse(201, share) });
    await user.click(within(article()).getByRole('button', { name: 'Paylaş, 0 paylaşım' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gönderiyi paylaş' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Yorumun (isteğe bağlı)' }), 'Çok iyi');
    await user.click(within(dialog).getByRole('button', { name: 'Paylaş' }));

    expect(await screen.findByText('Gönderi paylaşıldı')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/posts/p1/share')[0]?.body).toEqual({ body: 'Çok iyi' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(2);
    expect(articles[0]).toHaveAccessibleName('kaan');
    expect(within(articles[1]!).getByRole('button', { name: 'Paylaş, 1 paylaşım' })).toBeInTheDocument();
  });

  it('offers delete only on one’s own post, and deletes after confirmation', async () => {
    const own = makePost({
      id: 'p9',
      body: 'Benim gönderim',
      author: makeAuthor({ id: 'me', nickname: 'kaan', firstName: null, lastName: null }),
    });
    const { user, fetch } = renderPosts([own, makePost()], { 'DELETE /api/posts/p9': noContent });
    expect(within(article()).queryByRole('button', { name: 'Gönderiyi sil' })).not.toBeInTheDocument();
    await user.click(within(article('kaan')).getByRole('button', { name: 'Gönderiyi sil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gönderi silinsin mi?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(screen.queryByText('Benim gönderim')).not.toBeInTheDocument());
    expect(callsTo(fetch, 'DELETE', '/api/posts/p9')).toHaveLength(1);
    expect(screen.getByText('Gönderi silindi')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });
});
