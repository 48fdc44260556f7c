// The transfers feature's public entry for its components, apart from index.ts: importing a hook pulls none in.
export { OfferStatusBadge } from './components/OfferStatusBadge';
export { ProfileTransfers } from './components/ProfileTransfers';
export { TeamTransfers } from './components/TeamTransfers';
export { OfferDialogFor, type OfferDialogTarget } from './components/TransferDialogHost';
