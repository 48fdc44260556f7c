import { SOCIAL_NETWORKS } from '@esn/contract';

export type SocialNetworkId = (typeof SOCIAL_NETWORKS)[number];

/** What the contract accepts: a full https URL, or a bare handle with an optional leading @. */
const HTTPS_URL = /^https:\/\/[^\s]+$/;
const HANDLE = /^@?[A-Za-z0-9_.#-]{2,64}$/;

/** Public profile address of a handle on each network; Discord has none, so its handle stays text. */
const PROFILE_URL: Record<SocialNetworkId, ((handle: string) => string) | null> = {
  discord: null,
  twitch: (h) => `https://www.twitch.tv/${h}`,
  youtube: (h) => `https://www.youtube.com/@${h}`,
  x: (h) => `https://x.com/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  // A 17-digit number is a SteamID64 (profiles/…); anything else is a custom URL name (id/…).
  steam: (h) =>
    /^\d{17}$/.test(h) ? `https://steamcommunity.com/profiles/${h}` : `https://steamcommunity.com/id/${h}`,
};

export interface SocialLinkView {
  network: SocialNetworkId;
  /** What is shown: the handle with its @, or the address without its scheme. */
  label: string;
  /** Only ever an https address; null when the value must be shown as text (a Discord name, anything odd). */
  href: string | null;
}

function safeHttpsUrl(value: string): string | null {
  if (!HTTPS_URL.test(value)) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Turns a stored social value into something safe to render. An https URL is linked as is; a handle becomes the
 * network's profile URL; anything else (javascript:, data:, http:, spaces) is never a link.
 */
export function socialLinkView(network: SocialNetworkId, raw: string | undefined | null): SocialLinkView | null {
  const value = raw?.trim();
  if (!value) return null;
  const url = safeHttpsUrl(value);
  if (url) return { network, label: value.replace(/^https:\/\//, '').replace(/\/$/, ''), href: url };
  if (HANDLE.test(value)) {
    const handle = value.replace(/^@/, '');
    const build = PROFILE_URL[network];
    return {
      network,
      label: network === 'discord' ? handle : `@${handle}`,
      href: build ? build(encodeURIComponent(handle)) : null,
    };
  }
  return { network, label: value, href: null };
}

/** The filled links in the contract's network order. */
export function socialLinkViews(links: Partial<Record<SocialNetworkId, string>>): SocialLinkView[] {
  return SOCIAL_NETWORKS.map((network) => socialLinkView(network, links[network])).filter(
    (view): view is SocialLinkView => view !== null,
  );
}
