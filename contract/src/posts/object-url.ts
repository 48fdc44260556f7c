// No zod here: avatars and pictures on the signed-in first page use it without loading the schemas.

/**
 * Spec §5: a path under /objects/ is used as is; anything else is served from /public-objects/ without a leading
 * /uploads/. Paths already public (what the server puts in Post.media) and absolute URLs are left alone.
 */
export function objectUrl(path: string): string {
  if (path.startsWith('/objects/') || path.startsWith('/public-objects/') || /^https?:\/\//.test(path)) return path;
  return `/public-objects/${path.replace(/^\/?uploads\//, '').replace(/^\//, '')}`;
}
