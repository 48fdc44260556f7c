import i18next, { type Resource } from 'i18next';
import { initI18n } from '../app/i18n';

/** Every namespace of both languages, read from the same JSON files the app fetches over HTTP. */
const files = import.meta.glob<Record<string, unknown>>('../../public/locales/*/*.json', {
  eager: true,
  import: 'default',
});

export function localeResources(): Resource {
  const resources: Resource = {};
  for (const [path, content] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, lng = '', ns = ''] = match;
    resources[lng] = { ...resources[lng], [ns]: content };
  }
  return resources;
}

/** Synchronous, HTTP-free i18n on the global instance that components use. */
export async function initTestI18n(lng = 'tr'): Promise<void> {
  if (!i18next.isInitialized) await initI18n(i18next, { http: false, resources: localeResources(), lng });
  else await i18next.changeLanguage(lng);
}
