/** `%` and `_` typed by people are literal characters in a LIKE pattern, not wildcards. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The LIKE pattern of "contains `s`". */
export const containing = (s: string) => `%${escapeLike(s)}%`;
