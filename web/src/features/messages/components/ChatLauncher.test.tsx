import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { makeConversation, makeMessage, me } from '../testing/factories';
import { ChatLauncher } from './ChatLauncher';

const viewer = makeUser({ id: me.id, nickname: me.nickname, onboardingCompleted: true, userType: 'player' });
const CONV = '/api/messages/conversations/c1';

function renderLauncher(route: string) {
  const conversation = makeConversation({ lastMessage: makeMessage({ text: 'Selam!' }), unreadCount: 1 });
  const fetch = stubFetch({
    '/api/messages/unread-count': { count: 3 },
    '/api/messages/conversations?limit=20': { items: [conversation], nextCursor: null },
    [CONV]: conversation,
    [`${CONV}/messages?limit=30`]: { items: [makeMessage({ text: 'Selam!' })], nextCursor: null },
    [`POST ${CONV}/read`]: { count: 2 },
  });
  const view = renderWithApp(
    <>
      <Link to="/messages">to messages</Link>
      <Link to="/dashboard">to dashboard</Link>
      <ChatLauncher />
    </>,
    { route, user: viewer },
  );
  return { fetch, user: userEvent.setup(), ...view };
}

const launcher = () => screen.getByRole('button', { name: /^Sohbetler(,|$)/ });

describe('chat widget', () => {
  it('is not on /messages', async () => {
    renderLauncher('/messages');
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Sohbetler(,|$)/ })).not.toBeInTheDocument());
  });

  it('shows the unread count, opens the recent conversations and docks one as a window; Escape closes and returns the focus', async () => {
    const { user } = renderLauncher('/dashboard');
    expect(await screen.findByRole('button', { name: 'Sohbetler, 3 okunmamış' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await user.click(launcher());
    const panel = await screen.findByRole('dialog', { name: 'Sohbetler' });
    expect(launcher()).toHaveAttribute('aria-expanded', 'true');
    expect(await within(panel).findByRole('searchbox', { name: 'Sohbetlerde ara' })).toHaveFocus();
    expect(within(panel).getByRole('link', { name: 'Tüm mesajlar' })).toHaveAttribute('href', '/messages');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(launcher()).toHaveFocus();

    await user.click(launcher());
    await user.click(await within(await screen.findByRole('dialog')).findByRole('button', { name: /Ayşe Yılmaz/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const chat = await screen.findByRole('region', { name: 'Ayşe Yılmaz ile sohbet' });
    expect(await within(chat).findByText('Selam!', { selector: 'span' })).toBeInTheDocument();
    const box = await within(chat).findByRole('textbox', { name: 'Mesajın' });
    await waitFor(() => expect(box).toHaveFocus());

    await user.click(within(chat).getByRole('button', { name: 'Ayşe Yılmaz sohbetini küçült' }));
    expect(within(chat).getByRole('button', { name: 'Ayşe Yılmaz sohbetini aç' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(chat).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(chat).getByRole('button', { name: 'Ayşe Yılmaz sohbetini aç' }));
    await user.click(within(chat).getByRole('textbox', { name: 'Mesajın' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Ayşe Yılmaz ile sohbet' })).not.toBeInTheDocument();
    expect(launcher()).toHaveFocus();
  });

  it('hides its windows on /messages and brings them back elsewhere', async () => {
    const { user } = renderLauncher('/dashboard');
    await user.click(await screen.findByRole('button', { name: /^Sohbetler(,|$)/ }));
    await user.click(await within(await screen.findByRole('dialog')).findByRole('button', { name: /Ayşe Yılmaz/ }));
    expect(await screen.findByRole('region', { name: 'Ayşe Yılmaz ile sohbet' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'to messages' }));
    expect(screen.queryByRole('region', { name: 'Ayşe Yılmaz ile sohbet' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Sohbetler(,|$)/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'to dashboard' }));
    expect(await screen.findByRole('region', { name: 'Ayşe Yılmaz ile sohbet' })).toBeInTheDocument();
  });

  it('sits beside the content from md on, gives way to the bar on a phone, and stays off paper', async () => {
    renderLauncher('/dashboard');
    const button = await screen.findByRole('button', { name: /^Sohbetler(,|$)/ });
    expect(button).toHaveClass('hidden', 'md:inline-flex', 'print:hidden');
  });
});
