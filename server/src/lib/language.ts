import type { FastifyRequest } from 'fastify';

export type Lang = 'tr' | 'en';

/** The reader's language: the web sends Accept-Language with its current choice; Turkish is the default. */
export function requestLang(req: Pick<FastifyRequest, 'headers'>): Lang {
  const header = req.headers['accept-language'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase();
  return first?.startsWith('en') ? 'en' : 'tr';
}
