import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/coverage/**',
      'server/src/db/migrations/**',
      'server/test/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // A component past 250 lines is doing more than one job: split it (issue 22).
    files: ['web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: { 'max-lines': ['error', { max: 250, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Server layering (issue 22): plugins and app.ts wire modules into Fastify; modules never import them back.
    files: ['server/src/modules/**/*.ts', 'server/src/lib/**/*.ts', 'server/src/context.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/plugins/**', '**/plugins'],
              message: 'Modules depend on lib and context; plugins wire them into Fastify. Move what you need to lib/.',
            },
            {
              group: ['**/app', '**/server', '**/app.js', '**/server.js'],
              message: 'app.ts and server.ts build and start the app; modules and lib never import them.',
            },
          ],
        },
      ],
    },
  },
  {
    // Web architecture (issue 22): a feature imports another feature only through its public entries — `index.ts`
    // (hooks, api, helpers) and `components.ts` (components, kept apart so that a light importer does not drag
    // components into its chunk: the first page has a size budget). Everything else under a feature is private to
    // it. `shared/` is below every feature and never imports one; `app/` and `main.tsx` wire features together and
    // may import anything; tests and their factories (`*.test.*`, `src/test/`, `testing/`) may reach deep.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/legacy-templates': false,
      // Re-exports and lazy imports cross boundaries too, not only `import` statements.
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/elements': [
        { type: 'feature', pattern: 'web/src/features/*', capture: ['feature'] },
        { type: 'shared', pattern: 'web/src/shared' },
        { type: 'app', pattern: 'web/src/app' },
        { type: 'test', pattern: 'web/src/test' },
      ],
      'boundaries/files': [
        { category: 'test', pattern: ['**/*.test.ts', '**/*.test.tsx', 'web/src/test/**', '**/testing/**'] },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          message:
            'A feature imports another feature only through its public entry (index.ts, components.ts); ' +
            'shared/ imports no feature and not app/ (issue 22).',
          policies: [
            { from: { element: { type: 'feature' } }, disallow: { to: { element: { type: 'feature' } } } },
            {
              from: { element: { type: 'feature' } },
              allow: {
                to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } },
              },
            },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: 'feature', fileInternalPath: ['index.ts', 'components.ts'] } } },
            },
            { from: { element: { type: 'shared' } }, disallow: { to: { element: { type: ['feature', 'app'] } } } },
            { from: { file: { categories: 'test' } }, allow: { to: { element: { type: 'feature' } } } },
          ],
        },
      ],
    },
  },
  {
    // One typed client (issue 22): the web calls the API only through `shared/api` (`call`, `queryKey`, `urlOf` with a
    // route from `@esn/contract/<feature>/routes.gen`), so no API path is written and no request is made elsewhere.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/shared/api/**', '**/*.test.{ts,tsx}', 'web/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\u002Fapi\\u002F/]',
          message:
            'No API path outside shared/api: call the route from @esn/contract/<feature>/routes.gen (call, urlOf).',
        },
        {
          selector: 'TemplateElement[value.raw=/^\\u002Fapi\\u002F/]',
          message:
            'No API path outside shared/api: call the route from @esn/contract/<feature>/routes.gen (call, urlOf).',
        },
        {
          selector: "MemberExpression[object.name=/^(window|globalThis|self)$/][property.name='fetch']",
          message: 'No fetch outside shared/api: use call / callRaw from shared/api.',
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'No fetch outside shared/api: use call / callRaw from shared/api.' },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', '*.js'],
    languageOptions: { globals: globals.node },
  },
);
