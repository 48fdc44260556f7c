// The career feature's public entry for its components, apart from index.ts: importing a hook pulls none in.
export { CareerEntryCard } from './components/CareerEntryCard';
export { VerifiedRecordSections } from './components/VerifiedRecord';
