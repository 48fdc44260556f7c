// The auth feature's public entry for its components, apart from index.ts: importing a hook pulls none in.
export { AuthPanel } from './components/AuthPanel';
