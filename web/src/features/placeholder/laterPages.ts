/**
 * The screens that a later release builds, each shown meanwhile by `ComingLaterPage` under its
 * `pages:titles.<key>` title. One list serves the route table's page ids and the placeholder's title keys;
 * a feature that lands takes its key out of here and gives the route table its own page id.
 */
export const LATER_PAGES = [
  'leagues',
  'league',
  'tournaments',
  'tournament',
  'transfers',
  'messages',
  'admin',
] as const;

export type LaterPageKey = (typeof LATER_PAGES)[number];
