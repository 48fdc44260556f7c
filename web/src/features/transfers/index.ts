// Public entry of the transfers feature for other features: its hooks, queries and helpers (components: ./components.ts).
export { offersKey, offersUrl, useOffers } from './api';
export type { OfferBox } from './api';
