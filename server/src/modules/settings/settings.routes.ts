import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ComingSoonSettings, PublicSettings } from '@esn/contract';

export default async function settingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];

  r.get('/api/public/settings', { schema: { tags, response: { 200: PublicSettings } } }, async () => {
    const { siteName } = await app.settings.get();
    return { siteName };
  });

  r.get('/api/public/coming-soon-settings', { schema: { tags, response: { 200: ComingSoonSettings } } }, async () => {
    const { comingSoonActive } = await app.settings.get();
    return { isActive: comingSoonActive };
  });
}
