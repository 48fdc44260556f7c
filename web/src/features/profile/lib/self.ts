/**
 * The address word for one's own page: `/profile/me`, `/profile/me/edit`, `/cv/me` (the help pages link there). No
 * person can be called so: nicknames take 3 characters at least, and ids are uuids.
 */
export const SELF = 'me';
