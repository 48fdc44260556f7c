import type { Conversation, Message, MessagePage } from '@esn/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { callsTo, jsonResponse, stubFetch, type Handler } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { unreadMessagesKey } from '../api';
import { addTyping, conversationKey } from '../cache';
import { ayse, makeConversation, makeMessage, me } from '../testing/factories';
import { ConversationView } from './ConversationView';

const viewer = makeUser({ id: me.id, nickname: me.nickname, onboardingCompleted: true, userType: 'player' });
const CONV = '/api/messages/conversations/c1';
const PAGE = `${CONV}/messages?limit=30`;

function yesterdayNoon(): string {
  const d = new Date();
  d.setDate(d.getDate() - 1);
  d.setHours(12, 0, 0, 0);
  return d.toISOString();
}

function renderThread({
  conversation = makeConversation(),
  messages = [] as Message[],
  nextCursor = null as string | null,
  routes = {} as Record<string, Handler | Response | unknown>,
} = {}) {
  const fetch = stubFetch({
    [CONV]: conversation,
    [PAGE]: { items: messages, nextCursor } satisfies MessagePage,
    [`POST ${CONV}/read`]: { count: 0 },
    [`POST ${CONV}/typing`]: new Response(null, { status: 204 }),
    ...routes,
  });
  const user = userEvent.setup();
  const view = renderWithApp(<ConversationView conversationId="c1" />, { user: viewer, route: '/messages/c1' });
  return { fetch, user, ...view };
}

const log = () => screen.getByRole('log', { name: 'Ayşe Yılmaz ile mesajlar' });
const box = () => screen.getByRole('textbox', { name: 'Mesajın' });
const sendButton = () => screen.getByRole('button', { name: 'Gönder' });

describe('a thread', () => {
  it('groups messages under day separators, mine on the right, with clickable safe links, images and "Seen"', async () => {
    const older = makeMessage({ id: 'm1', text: 'Eski mesaj', createdAt: '2025-03-01T10:00:00.000Z' });
    const mine = makeMessage({ id: 'm2', sender: me, text: 'Dünkü cevabım', createdAt: yesterdayNoon() });
    const link = makeMessage({
      id: 'm3',
      text: 'Kadroya bak: https://esports.gg/takim. javascript:alert(1)',
      createdAt: new Date().toISOString(),
      media: [{ url: '/objects/a.png', kind: 'image', mime: 'image/png', size: 10 }],
    });
    renderThread({
      conversation: makeConversation({ othersReadAt: new Date(Date.parse(mine.createdAt) + 1000).toISOString() }),
      messages: [older, mine, link],
    });

    expect(await screen.findByText('Eski mesaj')).toBeInTheDocument();
    const items = within(log()).getAllByRole('listitem');
    const separators = items.filter((li) => li.querySelector('p') === null).map((li) => li.textContent);
    expect(separators).toEqual(['1 Mart 2025 Cumartesi', 'Dün', 'Bugün']);

    expect(screen.getByText('Dünkü cevabım').closest('li')).toHaveClass('justify-end');
    expect(screen.getByText('Eski mesaj').closest('li')).toHaveClass('justify-start');
    expect(screen.getByText('Dünkü cevabım').closest('li')).toHaveTextContent('Görüldü');
    expect(screen.getAllByText('Görüldü')).toHaveLength(1);

    const anchor = screen.getByRole('link', { name: 'https://esports.gg/takim' });
    expect(anchor).toHaveAttribute('href', 'https://esports.gg/takim');
    expect(anchor).toHaveAttribute('target', '_blank');
    expect(anchor.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByRole('link', { name: /javascript/ })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ayşe Yılmaz tarafından gönderilen fotoğraf' })).toHaveAttribute(
      'src',
      '/objects/a.png',
    );
  });

  it('shows an empty thread, and loads older pages before the first message', async () => {
    const { fetch, user } = renderThread({
      messages: [makeMessage({ id: 'm5', text: 'Yeni' })],
      nextCursor: 'cur1',
      routes: {
        [`${PAGE}&before=cur1`]: {
          items: [makeMessage({ id: 'm4', text: 'Daha eski', createdAt: '2025-01-01T10:00:00.000Z' })],
          nextCursor: null,
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Daha eski mesajları yükle' }));
    expect(await screen.findByText('Daha eski')).toBeInTheDocument();
    expect(callsTo(fetch, 'GET', `${PAGE}&before=cur1`)).toHaveLength(1);
    const texts = within(log())
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(texts.findIndex((t) => t?.includes('Daha eski'))).toBeLessThan(texts.findIndex((t) => t?.includes('Yeni')));
    expect(screen.getByText('Sohbetin başlangıcı')).toBeInTheDocument();
  });

  it('says when the thread cannot be loaded, with a retry', async () => {
    let fail = true;
    const { user } = renderThread({
      routes: {
        [PAGE]: () => (fail ? jsonResponse(500, { message: 'x' }) : jsonResponse(200, { items: [], nextCursor: null })),
      },
    });
    expect(await screen.findByText('Mesajlar yüklenemedi.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByText('Henüz mesaj yok. İlk mesajı sen gönder!')).toBeInTheDocument();
  });

  it('says so for a conversation that is not the reader’s', async () => {
    renderThread({ routes: { [CONV]: jsonResponse(404, { message: 'Sohbet bulunamadı.' }) } });
    expect(await screen.findByText('Bu sohbet bulunamadı ya da bu sohbete erişimin yok.')).toBeInTheDocument();
  });

  it('marks the conversation read while it is on screen; the answer is the badge', async () => {
    const { fetch, queryClient } = renderThread({
      conversation: makeConversation({ unreadCount: 2 }),
      messages: [makeMessage()],
    });
    await waitFor(() => expect(callsTo(fetch, 'POST', `${CONV}/read`)).toHaveLength(1));
    await waitFor(() => expect(queryClient.getQueryData(unreadMessagesKey)).toEqual({ count: 0 }));
    expect(queryClient.getQueryData<Conversation>(conversationKey('c1'))?.unreadCount).toBe(0);
  });

  it('shows who is typing', async () => {
    const { queryClient } = renderThread();
    await screen.findByText('Henüz mesaj yok. İlk mesajı sen gönder!');
    act(() => addTyping(queryClient, 'c1', ayse, 5000));
    expect(await screen.findByText('Ayşe Yılmaz yazıyor...')).toBeInTheDocument();
  });

  it('explains instead of a composer when the reader cannot write here', async () => {
    renderThread({ conversation: makeConversation({ canSend: false }) });
    expect(await screen.findByText('Bu sohbete mesaj gönderemezsin.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('the composer', () => {
  it('sends nothing empty, counts near the limit and refuses more than 4000 characters', async () => {
    renderThread();
    await screen.findByRole('textbox', { name: 'Mesajın' });
    expect(sendButton()).toBeDisabled();
    fireEvent.change(box(), { target: { value: '   ' } });
    expect(sendButton()).toBeDisabled();
    fireEvent.change(box(), { target: { value: 'a'.repeat(3500) } });
    expect(screen.queryByText('3500/4000')).not.toBeInTheDocument();
    fireEvent.change(box(), { target: { value: 'a'.repeat(3700) } });
    expect(screen.getByText('3700/4000')).toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
    fireEvent.change(box(), { target: { value: 'a'.repeat(4003) } });
    expect(screen.getByText('4003/4000')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Mesaj en fazla 4000 karakter olabilir; 3 karakter fazla.');
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(sendButton()).toBeDisabled();
  });

  it('sends on Enter, keeps Shift+Enter as a new line, shows "sending" until the server answers, and signals typing', async () => {
    let answer: (r: Response) => void = () => undefined;
    const { fetch, user } = renderThread({
      routes: {
        [`POST ${CONV}/messages`]: (_url: string, init: RequestInit) =>
          new Promise<Response>((resolve) => {
            const body = JSON.parse(String(init.body)) as { text: string; clientId: string };
            answer = () =>
              resolve(
                jsonResponse(201, makeMessage({ id: 'srv1', sender: me, text: body.text, clientId: body.clientId })),
              );
          }),
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Mesajın' }), 'Selam{Shift>}{Enter}{/Shift}nasılsın');
    expect(box()).toHaveValue('Selam\nnasılsın');
    expect(callsTo(fetch, 'POST', `${CONV}/messages`)).toHaveLength(0);
    expect(callsTo(fetch, 'POST', `${CONV}/typing`)).toHaveLength(1);

    await user.keyboard('{Enter}');
    expect(box()).toHaveValue('');
    const sent = callsTo(fetch, 'POST', `${CONV}/messages`);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ text: 'Selam\nnasılsın', clientId: expect.any(String) });
    expect(within(log()).getByText('Gönderiliyor...')).toBeInTheDocument();

    act(() => answer(new Response()));
    await waitFor(() => expect(within(log()).queryByText('Gönderiliyor...')).not.toBeInTheDocument());
    expect(within(log()).getAllByText(/nasılsın/)).toHaveLength(1);
  });

  it('keeps a refused message with the server’s reason and sends it again, with the same clientId, on retry', async () => {
    let fail = true;
    const { fetch, user } = renderThread({
      routes: {
        [`POST ${CONV}/messages`]: (_url: string, init: RequestInit) => {
          const body = JSON.parse(String(init.body)) as { text: string; clientId: string };
          return fail
            ? jsonResponse(429, { message: 'Çok hızlı mesaj gönderiyorsun.', code: 'message_rate_limited' })
            : jsonResponse(201, makeMessage({ id: 'srv2', sender: me, text: body.text, clientId: body.clientId }));
        },
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Mesajın' }), 'Tekrar deneyelim{Enter}');
    expect(await within(log()).findByText('Gönderilemedi')).toBeInTheDocument();
    expect(within(log()).getByText('(Çok hızlı mesaj gönderiyorsun.)')).toBeInTheDocument();

    fail = false;
    await user.click(within(log()).getByRole('button', { name: 'Tekrar dene' }));
    await waitFor(() => expect(within(log()).queryByText('Gönderilemedi')).not.toBeInTheDocument());
    expect(within(log()).getByText('Tekrar deneyelim')).toBeInTheDocument();
    const [first, second] = callsTo(fetch, 'POST', `${CONV}/messages`).map((c) => c.body as { clientId: string });
    expect(second?.clientId).toBe(first?.clientId);
  });

  it('deletes a refused message on request', async () => {
    const { user } = renderThread({
      routes: { [`POST ${CONV}/messages`]: jsonResponse(403, { message: 'Bu kişiye mesaj gönderemezsin.' }) },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Mesajın' }), 'Olmadı{Enter}');
    await user.click(await within(log()).findByRole('button', { name: 'Sil' }));
    expect(within(log()).queryByText('Olmadı')).not.toBeInTheDocument();
  });

  it('attaches up to four photos, uploaded as chosen, and sends their ids', async () => {
    let n = 0;
    const { fetch, user } = renderThread({
      routes: {
        'POST /api/uploads': () => {
          n += 1;
          return jsonResponse(201, {
            id: `up${n}`,
            url: `/objects/${n}.png`,
            kind: 'image',
            mime: 'image/png',
            size: 3,
          });
        },
        [`POST ${CONV}/messages`]: jsonResponse(201, makeMessage({ id: 'srv3', sender: me, text: '' })),
      },
    });
    await screen.findByRole('textbox', { name: 'Mesajın' });
    const files = Array.from({ length: 5 }, (_, i) => new File(['x'], `foto${i}.png`, { type: 'image/png' }));
    await user.upload(screen.getByLabelText('Gönderilecek fotoğraflar'), files);
    expect(await screen.findByText('Bir mesaja en fazla 4 fotoğraf ekleyebilirsin.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText(/yüklendi$/)).toHaveLength(4));
    expect(screen.getByRole('button', { name: 'Fotoğraf ekle' })).toBeDisabled();
    await user.click(sendButton());
    expect(callsTo(fetch, 'POST', `${CONV}/messages`)[0]?.body).toMatchObject({
      text: '',
      uploadIds: ['up1', 'up2', 'up3', 'up4'],
    });
  });
});
