import type { Post } from '@esn/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createQueryClient } from '../../../app/queryClient';
import { callsTo, jsonResponse, stubFetch, type Handler } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { feedKey } from '../api';
import { postsOf, type PostPages } from '../cache';
import { makePost, pageOf } from '../testFactories';
import { PostComposer } from './PostComposer';

const me = makeUser({ id: 'me', nickname: 'kaan', onboardingCompleted: true, userType: 'player' });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function renderComposer(routes: Record<string, Handler | Response | unknown> = {}) {
  const fetch = stubFetch(routes);
  const queryClient = createQueryClient();
  queryClient.setQueryData(feedKey, { pages: [pageOf([makePost({ id: 'old' })])], pageParams: [null] });
  const user = userEvent.setup({ applyAccept: false });
  const view = renderWithApp(<PostComposer />, { user: me, queryClient });
  const feedIds = () => postsOf(queryClient.getQueryData<PostPages>(feedKey)).map((p) => p.id);
  return { fetch, user, feedIds, ...view };
}

function file(name: string, type: string, size = 1024): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

const created = (overrides: Partial<Post> = {}) =>
  jsonResponse(201, makePost({ id: 'new', author: { ...makePost().author, id: 'me' }, ...overrides }));
const upload = (id: string, kind = 'image') => ({
  id,
  url: `/public-objects/${id}.png`,
  kind,
  mime: kind === 'image' ? 'image/png' : 'video/mp4',
  size: 1024,
});
const submit = () => screen.getByRole('button', { name: 'Paylaş' });

describe('composer: text', () => {
  it('blocks an empty post and sends a text post, which goes first in the feed', async () => {
    const { user, fetch, feedIds } = renderComposer({ 'POST /api/posts': created({ body: 'Selam #gg' }) });
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('Paylaşmadan önce bir şeyler yaz.');
    expect(callsTo(fetch, 'POST', '/api/posts')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Gönderi metni' }), '  Selam #gg ');
    await user.click(submit());
    expect(await screen.findByText('Gönderi paylaşıldı')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/posts')[0]?.body).toEqual({ type: 'text', body: 'Selam #gg' });
    expect(feedIds()).toEqual(['new', 'old']);
    expect(screen.getByRole('textbox', { name: 'Gönderi metni' })).toHaveValue('');
  });

  it('sends with Ctrl+Enter from the text, as the comment box does', async () => {
    const { user, fetch } = renderComposer({ 'POST /api/posts': created({ body: 'GG' }) });
    const text = screen.getByRole('textbox', { name: 'Gönderi metni' });
    await user.type(text, 'GG');
    await user.keyboard('{Enter}');
    expect(callsTo(fetch, 'POST', '/api/posts')).toHaveLength(0); // Enter alone is a new line
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText('Gönderi paylaşıldı')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/posts')).toHaveLength(1);
  });
});

describe('composer: a text longer than a post may be', () => {
  it('keeps a long paste whole, says by how much it is over, and sends nothing until it fits', async () => {
    const { user, fetch } = renderComposer({ 'POST /api/posts': created() });
    const field = screen.getByRole('textbox', { name: 'Gönderi metni' });
    fireEvent.change(field, { target: { value: 'a'.repeat(5100) } });
    expect(field).toHaveValue('a'.repeat(5100));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(
      '5100 / 5000 karakter · Gönderi en fazla 5000 karakter olabilir; 100 karakter fazla.',
    );
    await user.click(submit());
    expect(callsTo(fetch, 'POST', '/api/posts')).toHaveLength(0);
    fireEvent.change(field, { target: { value: 'a'.repeat(4990) } });
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('4990 / 5000 karakter')).toBeInTheDocument();
  });
});

describe('composer: images and video', () => {
  it('needs media, rejects an oversized or wrong file before uploading, uploads the rest and sends their ids', async () => {
    const answer = deferred<Response>();
    let uploads = 0;
    const { user, fetch } = renderComposer({
      'POST /api/uploads': () => {
        uploads += 1;
        return uploads === 1 ? answer.promise : jsonResponse(201, upload('m2'));
      },
      'POST /api/posts': created({ type: 'image' }),
    });
    await user.click(screen.getByRole('tab', { name: 'Görsel' }));
    await user.type(screen.getByRole('textbox', { name: 'Açıklama (isteğe bağlı)' }), 'Maç günü');
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('En az bir görsel ekle.');

    const input = screen.getByLabelText('Görsel dosyalarını seç');
    await user.upload(input, [
      file('huge.png', 'image/png', 6 * 1024 * 1024),
      file('notes.pdf', 'application/pdf'),
      file('a.png', 'image/png'),
    ]);
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toContain('huge.png çok büyük: en fazla 5 MB olabilir.');
    expect(alerts).toContain('notes.pdf: yalnızca JPEG, PNG, WebP veya GIF görseller eklenebilir.');
    expect(callsTo(fetch, 'POST', '/api/uploads')).toHaveLength(1);
    const sent = fetch.mock.calls.find(([url]) => url === '/api/uploads')?.[1]?.body as FormData;
    expect((sent.get('file') as File).name).toBe('a.png');

    // While the upload runs, the tile says so and the post cannot be sent.
    expect(screen.getByRole('status')).toHaveTextContent('a.png yükleniyor...');
    expect(submit()).toBeDisabled();
    answer.resolve(jsonResponse(201, upload('m1')));
    await waitFor(() => expect(submit()).toBeEnabled());

    await user.upload(input, file('b.png', 'image/png'));
    await screen.findByText('b.png yüklendi');
    await user.click(screen.getByRole('button', { name: 'b.png dosyasını kaldır' }));
    await user.click(submit());
    await screen.findByText('Gönderi paylaşıldı');
    expect(callsTo(fetch, 'POST', '/api/posts')[0]?.body).toEqual({
      type: 'image',
      body: 'Maç günü',
      mediaIds: ['m1'],
    });
  });

  it('takes at most four images', async () => {
    let n = 0;
    const { user, fetch } = renderComposer({ 'POST /api/uploads': () => jsonResponse(201, upload(`m${++n}`)) });
    await user.click(screen.getByRole('tab', { name: 'Görsel' }));
    await user.upload(
      screen.getByLabelText('Görsel dosyalarını seç'),
      ['1', '2', '3', '4', '5'].map((i) => file(`${i}.png`, 'image/png')),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('En fazla 4 görsel ekleyebilirsin.');
    expect(callsTo(fetch, 'POST', '/api/uploads')).toHaveLength(4);
    await waitFor(() => expect(screen.getAllByText(/yüklendi$/)).toHaveLength(4));
    expect(screen.queryByRole('button', { name: 'Görsel ekle' })).not.toBeInTheDocument();
  });

  it('sends one video and shows the server’s reason when an upload is refused', async () => {
    let calls = 0;
    const { user, fetch } = renderComposer({
      'POST /api/uploads': () =>
        ++calls === 1
          ? jsonResponse(400, { message: 'Dosya türü desteklenmiyor', code: 'upload_type' })
          : jsonResponse(201, upload('v1', 'video')),
      'POST /api/posts': created({ type: 'video' }),
    });
    await user.click(screen.getByRole('tab', { name: 'Video' }));
    const input = screen.getByLabelText('Video dosyası seç');
    await user.upload(input, file('big.mp4', 'video/mp4', 51 * 1024 * 1024));
    expect(screen.getByRole('alert')).toHaveTextContent('big.mp4 çok büyük: en fazla 50 MB olabilir.');
    expect(callsTo(fetch, 'POST', '/api/uploads')).toHaveLength(0);

    await user.upload(input, file('fake.mp4', 'video/mp4'));
    expect(await screen.findByText('fake.mp4 yüklenemedi: Dosya türü desteklenmiyor')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'fake.mp4 dosyasını kaldır' }));
    await user.upload(input, file('clip.mp4', 'video/mp4'));
    await screen.findByText('clip.mp4 yüklendi');
    await user.click(submit());
    await screen.findByText('Gönderi paylaşıldı');
    expect(callsTo(fetch, 'POST', '/api/posts')[0]?.body).toEqual({ type: 'video', body: '', mediaIds: ['v1'] });
  });
});

describe('composer: media the server sees differently', () => {
  it('refuses an upload whose bytes are of another kind than the post (a PNG named .mp4)', async () => {
    const { user, fetch } = renderComposer({ 'POST /api/uploads': jsonResponse(201, upload('i1', 'image')) });
    await user.click(screen.getByRole('tab', { name: 'Video' }));
    await user.upload(screen.getByLabelText('Video dosyası seç'), file('fake.mp4', 'video/mp4'));
    expect(await screen.findByText('fake.mp4 yüklenemedi: Bu dosya bir video değil.')).toBeInTheDocument();
    await user.click(submit());
    expect(await screen.findByText('Bir video ekle.')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/posts')).toHaveLength(0);
  });
});

describe('composer: poll', () => {
  it('blocks a poll with one option or without a question, then sends options and end time', async () => {
    const { user, fetch } = renderComposer({ 'POST /api/posts': created({ type: 'poll' }) });
    await user.click(screen.getByRole('tab', { name: 'Anket' }));
    await user.type(screen.getByRole('textbox', { name: '1. seçenek' }), 'Valorant');
    await user.click(submit());
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual(expect.arrayContaining(['Anket sorusunu yaz.', 'En az 2 seçenek gir.']));
    expect(callsTo(fetch, 'POST', '/api/posts')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Anket sorusu' }), 'Hangisi?');
    await user.type(screen.getByRole('textbox', { name: '2. seçenek' }), 'CS2');
    await user.click(screen.getByRole('button', { name: 'Seçenek ekle' }));
    await user.type(screen.getByRole('textbox', { name: '3. seçenek' }), 'LoL');
    await user.click(screen.getByRole('button', { name: 'Seçenek ekle' }));
    expect(screen.queryByRole('button', { name: 'Seçenek ekle' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '4. seçeneği kaldır' }));

    fireEvent.change(screen.getByLabelText('Bitiş zamanı (isteğe bağlı)'), { target: { value: '2000-01-01T10:00' } });
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('Bitiş zamanı gelecekte olmalı.');

    const future = new Date(Date.now() + 24 * 3_600_000);
    future.setSeconds(0, 0);
    const local = new Date(future.getTime() - future.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    fireEvent.change(screen.getByLabelText('Bitiş zamanı (isteğe bağlı)'), { target: { value: local } });
    await user.click(submit());
    await screen.findByText('Gönderi paylaşıldı');
    expect(callsTo(fetch, 'POST', '/api/posts')[0]?.body).toEqual({
      type: 'poll',
      body: 'Hangisi?',
      poll: { options: ['Valorant', 'CS2', 'LoL'], endsAt: future.toISOString() },
    });
  });
});

describe('composer: failure (spec §8)', () => {
  it.each([
    ['tr', 'Gönderi metni', 'Paylaş', 'Gönderi oluşturulamadı', 'Lütfen tekrar dene.'],
    ['en', 'Post text', 'Post', 'Failed to create post', 'Please try again.'],
  ])('%s: says the post failed and keeps what was written', async (lng, label, button, title, body) => {
    await i18next.changeLanguage(lng);
    const { user, feedIds } = renderComposer({ 'POST /api/posts': jsonResponse(500, { message: 'boom' }) });
    await user.type(screen.getByRole('textbox', { name: label }), 'Merhaba');
    await user.click(screen.getByRole('button', { name: button }));
    const toast = (await screen.findByText(title)).closest('li')!;
    expect(within(toast).getByText(body)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: label })).toHaveValue('Merhaba');
    expect(feedIds()).toEqual(['old']);
  });
});
