// The messages feature's public entry for its components, apart from index.ts: importing a hook pulls none in.
export { MessageUserButton, TeamChatButton } from './components/StartConversationButton';
export { MatchLobby } from './components/MatchLobby';
