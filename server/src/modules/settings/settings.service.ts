import {
  DEFAULT_SITE_NAME,
  MATCH_RESULT_APPROVAL_MINUTES,
  type SiteSettings,
  type UpdateSiteSettingsBody,
} from '@esn/contract';
import type { Db } from '../../db/client';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import { InvalidatingCache } from '../../lib/invalidating-cache';
import { settingsRepository } from './settings.repository';

const DEFAULTS: SiteSettings = {
  siteName: DEFAULT_SITE_NAME,
  comingSoonActive: false,
  matchResultApprovalMinutes: MATCH_RESULT_APPROVAL_MINUTES.default,
};
const fromRow = (row: SiteSettings): SiteSettings => ({
  siteName: row.siteName,
  comingSoonActive: row.comingSoonActive,
  matchResultApprovalMinutes: row.matchResultApprovalMinutes,
});

/**
 * Site settings are read on every page load, so each process keeps them in memory; a change is broadcast
 * on the invalidation bus and every process re-reads on its next request.
 */
export class SettingsService {
  private cache = new InvalidatingCache<'site', SiteSettings>({ max: 1, ttlMs: 10 * 60_000 });

  constructor(
    private readonly ctx: { db: Db },
    private readonly bus: InvalidationBus,
  ) {
    bus.onInvalidate((msg) => {
      if (msg.kind === 'settings' || msg.kind === 'all') this.cache.clear();
    });
  }

  get(): Promise<SiteSettings> {
    return this.cache.get('site', async () => {
      const row = await settingsRepository.get(this.ctx.db);
      return row ? fromRow(row) : DEFAULTS;
    });
  }

  async update(patch: UpdateSiteSettingsBody): Promise<SiteSettings> {
    return (await this.change(patch)).after;
  }

  /** Saves a change and answers the settings before and after it (for the admin audit log). */
  async change(patch: UpdateSiteSettingsBody): Promise<{ before: SiteSettings; after: SiteSettings }> {
    const current = await settingsRepository.get(this.ctx.db);
    const before = current ? fromRow(current) : DEFAULTS;
    const row = await settingsRepository.upsert(this.ctx.db, {
      siteName: patch.siteName ?? before.siteName,
      comingSoonActive: patch.comingSoonActive ?? before.comingSoonActive,
      matchResultApprovalMinutes: patch.matchResultApprovalMinutes ?? before.matchResultApprovalMinutes,
    });
    const after = fromRow(row);
    this.bus.publish({ kind: 'settings' });
    return { before, after };
  }
}
