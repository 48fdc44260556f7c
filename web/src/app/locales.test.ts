import { localeResources } from '../test/i18n';

function keys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return [prefix];
  return Object.entries(node).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('translations', () => {
  const resources = localeResources();
  const namespaces = Object.keys(resources.tr ?? {});

  it('has the namespaces of this app', () => {
    expect(namespaces).toEqual(
      expect.arrayContaining(['common', 'nav', 'auth', 'landing', 'onboarding', 'admin', 'errors', 'pages']),
    );
  });

  it.each(namespaces)('%s has exactly the same keys in tr and en', (ns) => {
    expect(keys(resources.en?.[ns]).sort()).toEqual(keys(resources.tr?.[ns]).sort());
  });

  it.each(namespaces)('%s has no empty strings', (ns) => {
    for (const lng of ['tr', 'en']) {
      const empty = keys(resources[lng]?.[ns]).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources[lng]?.[ns]);
        return value === '';
      });
      expect(empty).toEqual([]);
    }
  });

  it.each(['tr', 'en'])(
    '%s errors: only texts for errors born in the browser; the server texts are the errorCodes namespace',
    (lng) => {
      const errors = resources[lng]?.errors as Record<string, unknown> | undefined;
      expect(errors).toBeDefined();
      expect(errors).not.toHaveProperty('codes');
    },
  );
});
