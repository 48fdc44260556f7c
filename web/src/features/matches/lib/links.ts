/** The match page (`/matches/:id`), where match notifications, brackets and fixtures lead. */
export const matchPath = (id: string) => `/matches/${encodeURIComponent(id)}`;
