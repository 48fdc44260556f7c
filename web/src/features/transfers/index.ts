// The transfers feature's public entry for other features: hooks, queries, helpers (components: ./components.ts).
export { offerPages, useOffers } from './api';
export type { OfferBox } from './api';
