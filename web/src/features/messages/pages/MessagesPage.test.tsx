import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { jsonResponse, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { makeConversation, makeMessage, me } from '../testing/factories';
import { MessageUserButton } from '../components/StartConversationButton';
import { MessagesPage } from './MessagesPage';

const viewer = makeUser({ id: me.id, nickname: me.nickname, onboardingCompleted: true, userType: 'player' });
const conversation = makeConversation({ lastMessage: makeMessage({ text: 'Selam!' }) });

function renderPage(route: string) {
  stubFetch({
    'POST /api/messages/conversations': jsonResponse(201, conversation),
    '/api/messages/conversations?limit=20': { items: [conversation], nextCursor: null },
    '/api/messages/conversations/c1': conversation,
    '/api/messages/conversations/c1/messages?limit=30': { items: [makeMessage({ text: 'Selam!' })], nextCursor: null },
  });
  return renderWithApp(
    <Routes>
      <Route path="/messages/:conversationId?" element={<MessagesPage />} />
      <Route path="/profile/u2" element={<MessageUserButton userId="u2" label="Mesaj gönder" />} />
    </Routes>,
    { route, user: viewer },
  );
}

describe('messages page', () => {
  it('asks to choose a conversation, then shows it beside the list with a way back on a phone', async () => {
    renderPage('/messages');
    expect(screen.getByRole('heading', { level: 1, name: 'Mesajlar' })).toBeInTheDocument();
    expect(screen.getByText('Bir sohbet seç')).toBeInTheDocument();

    await userEvent.setup().click(await screen.findByRole('link', { name: /Ayşe Yılmaz/ }));
    const thread = await screen.findByRole('log', { name: 'Ayşe Yılmaz ile mesajlar' });
    expect(within(thread).getByText('Selam!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ayşe Yılmaz/, current: 'page' })).toHaveAttribute('href', '/messages/c1');
    expect(screen.getByRole('link', { name: 'Sohbetlere dön' })).toHaveAttribute('href', '/messages');
    expect(screen.getByRole('heading', { level: 2, name: 'Ayşe Yılmaz' })).toBeInTheDocument();
    expect(screen.queryByText('Bir sohbet seç')).not.toBeInTheDocument();
  });

  it('opened by "Message", waits with the cursor in the message box; opened from the list, leaves focus there', async () => {
    const user = userEvent.setup();
    const { unmount } = renderPage('/profile/u2');
    await user.click(screen.getByRole('button', { name: 'Mesaj gönder' }));
    const box = await screen.findByRole('textbox', { name: 'Mesajın' });
    expect(box).toHaveFocus();
    unmount();

    renderPage('/messages');
    const link = await screen.findByRole('link', { name: /Ayşe Yılmaz/ });
    await user.click(link);
    expect(await screen.findByRole('textbox', { name: 'Mesajın' })).not.toHaveFocus();
  });
});
