// Public entry of the transfers feature for the components other features render, apart from index.ts so that a hook's
// importer does not pull components in.
export { OfferStatusBadge } from './components/OfferStatusBadge';
export { ProfileTransfers } from './components/ProfileTransfers';
export { TeamTransfers } from './components/TeamTransfers';
