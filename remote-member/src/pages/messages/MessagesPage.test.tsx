import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { login, loginDialogState, queryClient, unreadCountQuery } from '@platform/shared';
import { MEMBER_PATHS } from '@platform/shared/contract';
import { apiUrl, fail, http, loginValueFactory, renderPage, setupMockServer } from '@platform/shared/testing';
import { fakeInbox, messagesOf } from '../../testing/member-kit';
import { MessagesPage } from './MessagesPage';

const server = setupMockServer();

function signIn() {
  login(loginValueFactory({ userName: 'member01' }), 'M001');
}

/** The inbox with `count` messages, the newest `unread` of them unread, open at /m/webEmail. */
async function openInbox(count: number, unread: number, route = '/m/webEmail') {
  const inbox = fakeInbox(messagesOf(count, unread));
  server.use(...inbox.handlers);
  signIn();
  const page = await renderPage(<MessagesPage />, { path: '/m/webEmail', route });
  return { ...page, inbox };
}

const messageList = () => screen.findByRole('list', { name: 'Messages' });
const cachedUnread = () => queryClient.getQueryData(unreadCountQuery('member01').queryKey);

describe('MessagesPage', () => {
  it('asks a visitor to log in', async () => {
    const { user } = await renderPage(<MessagesPage />, { path: '/m/webEmail' });
    expect(screen.getByText('Log in to read your messages.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(loginDialogState.open).toBe(true);
  });

  it('lists the newest messages first, marks the unread ones, and pages on', async () => {
    const { user, inbox } = await openInbox(12, 2);
    const list = await messageList();
    const links = [...list.querySelectorAll('a')];
    expect(links).toHaveLength(10);
    // Named by everything the row shows (label in name), "Unread" first while unread.
    expect(links[0]).toHaveAccessibleName(/^Unread: Message 12 Summary of message 12 \w+ \d/);
    expect(links[2]).toHaveAccessibleName(/^Message 10 Summary of message 10 /);
    expect(screen.getByText('2 unread')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show older messages' }));
    await waitFor(() => expect(list.querySelectorAll('li')).toHaveLength(12));
    expect(screen.queryByRole('button', { name: 'Show older messages' })).not.toBeInTheDocument();
    expect(inbox.calls).toEqual(['list 1', 'list 2']);
  });

  it('marks a message read when it is opened: the unread count query follows without a reload', async () => {
    const { user, inbox, router } = await openInbox(5, 2);
    await messageList();
    expect(cachedUnread()).toBe(2);

    await user.click(screen.getByRole('link', { name: /Message 5/ }));

    expect(router.state.location.search).toBe('?id=5');
    expect(await screen.findByRole('heading', { level: 2, name: 'Message 5' })).toBeInTheDocument();
    expect(screen.getByText('Content of message 5')).toBeInTheDocument();
    expect(inbox.calls).toContain('read 5');
    await waitFor(() => expect(cachedUnread()).toBe(1));

    await user.click(screen.getByRole('link', { name: 'Back to messages' }));
    expect(await screen.findByText('1 unread')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Message 5 / })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Unread: Message 4 / })).toBeInTheDocument();
  });

  it('does not mark again a message that is already read', async () => {
    const { user, inbox } = await openInbox(3, 1);
    await messageList();
    await user.click(screen.getByRole('link', { name: /Message 2/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Message 2' })).toBeInTheDocument();
    expect(inbox.calls.filter((call) => call.startsWith('read'))).toEqual([]);
  });

  it('marks every message read at once', async () => {
    const { user, inbox } = await openInbox(4, 3);
    await messageList();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));

    expect(await screen.findByText('All read')).toBeInTheDocument();
    expect(inbox.calls).toContain('read all');
    expect(cachedUnread()).toBe(0);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    for (const link of within(await messageList()).getAllByRole('link')) {
      expect(link).not.toHaveAccessibleName(/^Unread/);
    }
  });

  it('says so when marking all fails, and shows the server’s state again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, inbox } = await openInbox(4, 3);
    server.use(
      http.put(apiUrl(MEMBER_PATHS.messagesReadAll), () =>
        fail(500, { errorCode: 'unknown', message: 'Something went wrong. Please try again..' }),
      ),
    );
    await messageList();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));

    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(await screen.findByText('3 unread')).toBeInTheDocument();
    expect(inbox.messages.filter((message) => !message.read)).toHaveLength(3);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('deletes a message only after the member confirms', async () => {
    const { user, inbox, router } = await openInbox(3, 0, '/m/webEmail?id=2');
    expect(await screen.findByRole('heading', { level: 2, name: 'Message 2' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(inbox.calls).not.toContain('delete 2');

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Message deleted')).toBeInTheDocument();
    expect(inbox.calls).toContain('delete 2');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const list = await messageList();
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(2));
    expect(within(list).queryByRole('link', { name: /Message 2/ })).not.toBeInTheDocument();
  });

  it('says when a message is no longer there', async () => {
    const { user } = await openInbox(2, 0, '/m/webEmail?id=99');
    expect(await screen.findByText('This message is no longer here.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to messages' }));
    expect(await messageList()).toBeInTheDocument();
  });

  it('shows an empty inbox', async () => {
    await openInbox(0, 0);
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });

  it('speaks Tagalog in TY', async () => {
    const inbox = fakeInbox(messagesOf(2, 1));
    server.use(...inbox.handlers);
    signIn();
    await renderPage(<MessagesPage />, { path: '/m/webEmail', language: 'ty' });
    expect(await screen.findByText('1 hindi pa nababasa')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Markahang nabasa lahat' })).toBeEnabled();
  });
});
