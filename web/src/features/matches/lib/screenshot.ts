/**
 * Spec §5's screenshot path rule: a path the object store already serves (`/objects/…`, `/public-objects/…`) or a
 * full http(s) address is used as it is; anything else is a stored key, served from `/public-objects/` after
 * dropping a leading `/uploads/` (older rows). `null` when there is no screenshot.
 */
export function screenshotSrc(path: string | null | undefined): string | null {
  const value = path?.trim();
  if (!value) return null;
  if (/^\/(public-)?objects\//.test(value) || /^https?:\/\//i.test(value)) return value;
  // Leading slashes go too, so that "//host/x" can never become a protocol-relative address.
  const key = value.replace(/^\/*uploads\//, '').replace(/^\/+/, '');
  return key ? `/public-objects/${key}` : null;
}
