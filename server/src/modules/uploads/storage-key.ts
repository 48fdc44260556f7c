/** Keys are made by us: relative, plain characters, no dot segments. Anything else is refused before touching storage. */
const SAFE_KEY = /^(?!.*(?:^|\/)\.)[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;

export const isSafeKey = (key: string) => SAFE_KEY.test(key);
