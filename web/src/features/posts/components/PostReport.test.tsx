import type { Post } from '@esn/contract';
import { ReportReason } from '@esn/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient } from '../../../app/queryClient';
import { callsTo, jsonResponse, stubFetch, type Handler } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { REPORT_REASONS } from '../../safety/api';
import { feedKey, POST_PAGE_SIZE, useFeed } from '../api';
import { makeAuthor, makeComment, makePost, pageOf } from '../testFactories';
import { PostList } from './PostList';

const me = makeUser({ id: 'me', nickname: 'kaan', onboardingCompleted: true, userType: 'player' });
const mine = makeAuthor({ id: 'me', nickname: 'kaan', firstName: null, lastName: null });

function Feed() {
  return <PostList query={useFeed()} empty="boş" label="Akış" />;
}

function renderPosts(posts: Post[], routes: Record<string, Handler | Response | unknown> = {}) {
  const fetch = stubFetch(routes);
  const queryClient = createQueryClient();
  queryClient.setQueryData(feedKey, { pages: [pageOf(posts)], pageParams: [null] });
  const user = userEvent.setup();
  const view = renderWithApp(<Feed />, { user: me, queryClient });
  return { fetch, user, ...view };
}

const article = (name = 'Ayşe Yılmaz') => screen.getByRole('article', { name });
const postMenu = (name = 'Ayşe Yılmaz') => `${name} kullanıcısının gönderisi için seçenekler`;

async function openReport(user: ReturnType<typeof userEvent.setup>, menuName = postMenu(), item = 'Gönderiyi bildir') {
  await user.click(screen.getByRole('button', { name: menuName }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
  return screen.findByRole('dialog');
}

describe('reporting a post', () => {
  it('lists every reason of the contract', () => {
    expect([...REPORT_REASONS].sort()).toEqual([...ReportReason.options].sort());
  });

  it('asks for a reason, then sends the reason and the details and thanks the reader', async () => {
    const { user, fetch } = renderPosts([makePost()], { 'POST /api/reports': jsonResponse(201, { id: 'r1' }) });
    const dialog = await openReport(user);
    expect(dialog).toHaveAccessibleName('Gönderiyi bildir');
    expect(within(dialog).getAllByRole('radio')).toHaveLength(8);

    await user.click(within(dialog).getByRole('button', { name: 'Bildir' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Bir neden seç.');
    expect(callsTo(fetch, 'POST', '/api/reports')).toHaveLength(0);

    const harassment = within(dialog).getByRole('radio', { name: 'Taciz veya zorbalık' });
    expect(harassment).toHaveAccessibleDescription('Birini hedef alan hakaret, tehdit ya da ısrarlı rahatsız etme');
    await user.click(harassment);
    const details = within(dialog).getByRole('textbox', { name: 'Ayrıntılar (isteğe bağlı)' });
    expect(details).toHaveAttribute('maxLength', '1000');
    await user.type(details, '  Sürekli hakaret ediyor ');
    expect(within(dialog).getByText('25/1000 karakter')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Bildir' }));

    expect(await screen.findByText('Bildirimin alındı; ekibimiz inceleyecek')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/reports')[0]?.body).toEqual({
      targetType: 'post',
      targetId: 'p1',
      reason: 'harassment',
      details: 'Sürekli hakaret ediyor',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back to the menu's button.
    expect(screen.getByRole('button', { name: postMenu() })).toHaveFocus();
  });

  it('asks for the details when the reason is "Other", which names no rule', async () => {
    const { user, fetch } = renderPosts([makePost()], { 'POST /api/reports': jsonResponse(201, { id: 'r1' }) });
    const dialog = await openReport(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Diğer' }));
    const details = within(dialog).getByRole('textbox', { name: 'Ayrıntılar' });
    expect(details).toBeRequired();
    await user.type(details, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Bildir' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Ne olduğunu ayrıntılarda birkaç kelimeyle anlat.');
    expect(details).toHaveFocus();
    expect(details).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetch, 'POST', '/api/reports')).toHaveLength(0);

    await user.type(details, 'Sahte turnuva duyurusu');
    await user.click(within(dialog).getByRole('button', { name: 'Bildir' }));
    expect(await screen.findByText('Bildirimin alındı; ekibimiz inceleyecek')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/reports')[0]?.body).toMatchObject({
      reason: 'other',
      details: 'Sahte turnuva duyurusu',
    });
  });

  it('leaves out empty details and keeps the button disabled while sending', async () => {
    let answer!: (response: Response) => void;
    const { user, fetch } = renderPosts([makePost()], {
      'POST /api/reports': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const dialog = await openReport(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.type(within(dialog).getByRole('textbox'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Bildir' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Bildir' })).toBeDisabled());
    expect(callsTo(fetch, 'POST', '/api/reports')[0]?.body).toEqual({
      targetType: 'post',
      targetId: 'p1',
      reason: 'spam',
    });
    answer(jsonResponse(201, { id: 'r1' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server’s message when the post was already reported (409) and stays open', async () => {
    const { user } = renderPosts([makePost()], {
      'POST /api/reports': jsonResponse(409, {
        message: 'Bunu zaten bildirdin; inceleme sürüyor.',
        code: 'report_exists',
      }),
    });
    const dialog = await openReport(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Bildir' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Bunu zaten bildirdin; inceleme sürüyor.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByText('Bildirimin alındı; ekibimiz inceleyecek')).not.toBeInTheDocument();
  });

  it('is not offered on one’s own post, but is on the original inside one’s own share', async () => {
    const original = makePost({ id: 'p0' });
    const { sharedPost: _none, ...core } = original;
    const { user, fetch } = renderPosts([makePost({ id: 's1', author: mine, body: 'Bakın', sharedPost: core })], {
      'POST /api/reports': jsonResponse(201, { id: 'r1' }),
    });
    const share = article('kaan');
    expect(within(share).queryByRole('button', { name: postMenu('kaan') })).not.toBeInTheDocument();
    expect(within(share).getByRole('button', { name: 'Gönderiyi sil' })).toBeInTheDocument();

    const dialog = await openReport(user, postMenu());
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Bildir' }));
    await screen.findByText('Bildirimin alındı; ekibimiz inceleyecek');
    expect(callsTo(fetch, 'POST', '/api/reports')[0]?.body).toMatchObject({ targetType: 'post', targetId: 'p0' });
  });
});

describe('reporting a comment', () => {
  it('offers the report on others’ comments only and sends the comment as the target', async () => {
    const own = makeComment({ id: 'c1', body: 'Benim yorumum', canDelete: true, author: mine });
    const theirs = makeComment({ id: 'c2', body: 'Kaba yorum' });
    const { user, fetch } = renderPosts([makePost({ commentCount: 2 })], {
      [`/api/posts/p1/comments?limit=${POST_PAGE_SIZE}`]: { items: [own, theirs], nextCursor: null },
      'POST /api/reports': jsonResponse(201, { id: 'r2' }),
    });
    await user.click(within(article()).getByRole('button', { name: 'Yorumlar, 2 yorum' }));
    const list = await screen.findByRole('list', { name: 'Yorumlar' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).queryByRole('button', { name: /seçenekler/ })).not.toBeInTheDocument();

    await user.click(within(second!).getByRole('button', { name: 'Mert kullanıcısının yorumu için seçenekler' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Yorumu bildir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yorumu bildir' });
    await user.click(within(dialog).getByRole('radio', { name: 'Nefret söylemi' }));
    await user.click(within(dialog).getByRole('button', { name: 'Bildir' }));
    await screen.findByText('Bildirimin alındı; ekibimiz inceleyecek');
    expect(callsTo(fetch, 'POST', '/api/reports')[0]?.body).toEqual({
      targetType: 'comment',
      targetId: 'c2',
      reason: 'hate',
    });
  });
});
