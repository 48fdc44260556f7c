import { defineEndpoints } from '../endpoint';
import { UnreadCount } from '../notifications/schemas';
import {
  Conversation,
  ConversationIdParams,
  ConversationListQuery,
  ConversationPage,
  Message,
  MessagePage,
  MessageSettings,
  MessageSettingsBody,
  MatchLobby,
  MatchLobbyParams,
  SendMessageBody,
  StartConversationBody,
  TeamConversationBody,
  ThreadQuery,
} from './schemas';

/** Direct messages and team conversations (issue 15). A conversation one is not in answers 404. */
export const messagesEndpoints = defineEndpoints('messages', {
  getUnreadMessageCount: {
    method: 'GET',
    path: '/api/messages/unread-count',
    summary: 'How many messages to the signed-in person are unread, over all conversations (never cached)',
    responses: { 200: UnreadCount },
  },
  listConversations: {
    method: 'GET',
    path: '/api/messages/conversations',
    summary: 'The signed-in person’s conversations, latest message first, optionally searched by name',
    query: ConversationListQuery,
    responses: { 200: ConversationPage },
  },
  startConversation: {
    method: 'POST',
    path: '/api/messages/conversations',
    summary: 'Open the direct conversation with a person (201 when new, 200 with the existing one)',
    body: StartConversationBody,
    responses: { 200: Conversation, 201: Conversation },
  },
  openTeamConversation: {
    method: 'POST',
    path: '/api/messages/conversations/team',
    summary: 'Open a team’s group conversation (members only)',
    body: TeamConversationBody,
    responses: { 200: Conversation },
  },
  getConversation: {
    method: 'GET',
    path: '/api/messages/conversations/:id',
    summary: 'One of the signed-in person’s conversations',
    params: ConversationIdParams,
    responses: { 200: Conversation },
  },
  listMessages: {
    method: 'GET',
    path: '/api/messages/conversations/:id/messages',
    summary: 'A conversation’s messages, newest first (`before`: the cursor of the oldest already shown)',
    params: ConversationIdParams,
    query: ThreadQuery,
    responses: { 200: MessagePage },
  },
  sendMessage: {
    method: 'POST',
    path: '/api/messages/conversations/:id/messages',
    summary: 'Send a message (text and/or media) to a conversation',
    params: ConversationIdParams,
    body: SendMessageBody,
    responses: { 201: Message },
  },
  markConversationRead: {
    method: 'POST',
    path: '/api/messages/conversations/:id/read',
    summary: 'Mark a conversation read up to now; answers the remaining unread message count',
    params: ConversationIdParams,
    responses: { 200: UnreadCount },
  },
  sendTyping: {
    method: 'POST',
    path: '/api/messages/conversations/:id/typing',
    summary: 'Tell the conversation’s other members that the signed-in person is typing',
    params: ConversationIdParams,
    responses: { 204: null },
  },
  getMatchLobby: {
    method: 'GET',
    path: '/api/matches/:id/lobby',
    summary:
      'The match lobby (both rosters and the organizer; made on first open): its conversation, whether the reader may write, and when it closes',
    params: MatchLobbyParams,
    responses: { 200: MatchLobby },
  },
  getMessageSettings: {
    method: 'GET',
    path: '/api/me/message-settings',
    summary: 'Who may start a conversation with the signed-in person',
    responses: { 200: MessageSettings },
  },
  updateMessageSettings: {
    method: 'PATCH',
    path: '/api/me/message-settings',
    summary: 'Change who may start a conversation with the signed-in person',
    body: MessageSettingsBody,
    responses: { 200: MessageSettings },
  },
});
