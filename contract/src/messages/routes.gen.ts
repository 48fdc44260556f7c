// Generated from ./endpoints.ts by `npm run endpoints -w server`: do not edit. The browser imports this module,
// not the table, so that calling the API loads no zod (the types come from the table, erased at build).
import { route } from '../endpoint';
import type { messagesEndpoints as E } from './endpoints';

export const messagesApi = {
  getUnreadMessageCount: route<(typeof E)['getUnreadMessageCount']>(
    'getUnreadMessageCount',
    'GET',
    '/api/messages/unread-count',
    'user',
  ),
  listConversations: route<(typeof E)['listConversations']>(
    'listConversations',
    'GET',
    '/api/messages/conversations',
    'user',
  ),
  startConversation: route<(typeof E)['startConversation']>(
    'startConversation',
    'POST',
    '/api/messages/conversations',
    'user',
  ),
  openTeamConversation: route<(typeof E)['openTeamConversation']>(
    'openTeamConversation',
    'POST',
    '/api/messages/conversations/team',
    'user',
  ),
  getConversation: route<(typeof E)['getConversation']>(
    'getConversation',
    'GET',
    '/api/messages/conversations/:id',
    'user',
  ),
  listMessages: route<(typeof E)['listMessages']>(
    'listMessages',
    'GET',
    '/api/messages/conversations/:id/messages',
    'user',
  ),
  sendMessage: route<(typeof E)['sendMessage']>(
    'sendMessage',
    'POST',
    '/api/messages/conversations/:id/messages',
    'user',
  ),
  markConversationRead: route<(typeof E)['markConversationRead']>(
    'markConversationRead',
    'POST',
    '/api/messages/conversations/:id/read',
    'user',
  ),
  sendTyping: route<(typeof E)['sendTyping']>('sendTyping', 'POST', '/api/messages/conversations/:id/typing', 'user'),
  getMatchLobby: route<(typeof E)['getMatchLobby']>('getMatchLobby', 'GET', '/api/matches/:id/lobby', 'user'),
  getMessageSettings: route<(typeof E)['getMessageSettings']>(
    'getMessageSettings',
    'GET',
    '/api/me/message-settings',
    'user',
  ),
  updateMessageSettings: route<(typeof E)['updateMessageSettings']>(
    'updateMessageSettings',
    'PATCH',
    '/api/me/message-settings',
    'user',
  ),
};
