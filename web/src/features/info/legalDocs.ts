/** The slugs of the documents under /legal/{slug}, in the order they are listed. */
export const LEGAL_DOCS = [
  'terms-of-service',
  'privacy-policy',
  'cookie-policy',
  'imprint',
  'accessibility',
  'ad-info',
] as const;

export type LegalDoc = (typeof LEGAL_DOCS)[number];

export function isLegalDoc(s: string): s is LegalDoc {
  return (LEGAL_DOCS as readonly string[]).includes(s);
}
