/** The two tabs of the landing page's auth panel. */
export type AuthTab = 'signIn' | 'signUp';

/**
 * `/?auth=signin` or `/?auth=signup`: a link that must open the panel on a given tab whatever this browser
 * remembers (e.g. "Sign in" after a password reset, on a browser that never signed in).
 */
export const AUTH_TAB_PARAM = 'auth';

const TAB_BY_VALUE = new Map<string, AuthTab>([
  ['signin', 'signIn'],
  ['signup', 'signUp'],
]);

export function authTabPath(tab: AuthTab): string {
  return `/?${AUTH_TAB_PARAM}=${tab.toLowerCase()}`;
}

export function authTabFromParam(value: string | null): AuthTab | null {
  return TAB_BY_VALUE.get(value?.toLowerCase() ?? '') ?? null;
}
