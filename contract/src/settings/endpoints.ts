import { defineEndpoints } from '../endpoint';
import { ComingSoonSettings, PublicSettings } from './schemas';

/** The site settings anybody may read (the admin's side is in `admin/endpoints.ts`). */
export const settingsEndpoints = defineEndpoints('settings', {
  getPublicSettings: {
    method: 'GET',
    path: '/api/public/settings',
    auth: 'public',
    summary: 'The site’s public settings (its name)',
    responses: { 200: PublicSettings },
  },
  getComingSoonSettings: {
    method: 'GET',
    path: '/api/public/coming-soon-settings',
    auth: 'public',
    summary: 'Whether the site shows its coming-soon page instead of the app',
    responses: { 200: ComingSoonSettings },
  },
});
