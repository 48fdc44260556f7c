/**
 * The auth forms' contract schemas, fetched when a form is first used rather than with the landing page: they
 * bring zod (~25 KB gzip), which a first visit only needs once someone types or submits.
 */
export const loadAuthSchemas = () => import('@esn/contract/auth/schemas');

/** For a form's onFocus: start the download while the person types, so the submit does not wait for it. */
export const prefetchAuthSchemas = (): void => void loadAuthSchemas();
