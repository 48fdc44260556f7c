import js from '@eslint/js';
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
