import { DEFAULT_SITE_NAME, type SiteSettings, type UpdateSiteSettingsBody } from '@esn/contract';
import type { AppContext } from '../../context';
import type { InvalidationBus } from '../../plugins/redis';
import { settingsRepository } from './settings.repository';

const DEFAULTS: SiteSettings = { siteName: DEFAULT_SITE_NAME, comingSoonActive: false };

/**
 * Site settings are read on every page load, so each process keeps them in memory; a change is broadcast
 * on the invalidation bus and every process re-reads on its next request.
 */
export class SettingsService {
  private cached: Promise<SiteSettings> | null = null;

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'events'>,
    private readonly bus: InvalidationBus,
  ) {
    bus.onInvalidate((msg) => {
      if (msg.kind === 'settings' || msg.kind === 'all') this.cached = null;
    });
  }

  get(): Promise<SiteSettings> {
    this.cached ??= settingsRepository.get(this.ctx.db).then(
      (row) => (row ? { siteName: row.siteName, comingSoonActive: row.comingSoonActive } : DEFAULTS),
      (err: unknown) => {
        this.cached = null;
        throw err;
      },
    );
    return this.cached;
  }

  async update(patch: UpdateSiteSettingsBody): Promise<SiteSettings> {
    const current = await settingsRepository.get(this.ctx.db);
    const row = await settingsRepository.upsert(this.ctx.db, {
      siteName: patch.siteName ?? current?.siteName ?? DEFAULTS.siteName,
      comingSoonActive: patch.comingSoonActive ?? current?.comingSoonActive ?? DEFAULTS.comingSoonActive,
    });
    const next = { siteName: row.siteName, comingSoonActive: row.comingSoonActive };
    this.bus.publish({ kind: 'settings' });
    this.ctx.events.emit('settings.changed', next);
    return next;
  }
}
