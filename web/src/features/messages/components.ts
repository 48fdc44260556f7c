// Public entry of the messages feature for the components other features render, apart from index.ts so that a hook's
// importer does not pull components in.
export { MessageUserButton, TeamChatButton } from './components/StartConversationButton';
