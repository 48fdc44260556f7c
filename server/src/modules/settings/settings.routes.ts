import type { FastifyInstance } from 'fastify';
import { settingsEndpoints } from '@esn/contract/settings/endpoints';
import { registerEndpoints } from '../../lib/endpoints';

export default async function settingsRoutes(app: FastifyInstance) {
  registerEndpoints(app, settingsEndpoints, {
    getPublicSettings: async () => {
      const { siteName } = await app.settings.get();
      return { siteName };
    },
    getComingSoonSettings: async () => {
      const { comingSoonActive } = await app.settings.get();
      return { isActive: comingSoonActive };
    },
  });
}
