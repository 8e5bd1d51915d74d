import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Boundaries of the web app (docs/decisions/011-web-structure.md): app/ is the composition root
 * that only main.tsx imports; a feature never imports another feature, a page never imports another
 * page; shared code lives in lib/, components/ or packages/shared and imports neither features nor pages. */
const web = 'apps/web/src';
const dirsOf = (folder) =>
  readdirSync(`${web}/${folder}`, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
const upIntoApp = {
  regex: '^(\\.\\./)+app/',
  message: 'Only main.tsx imports app/ (the composition root).',
};
const siblingOf = (kind, name) => ({
  regex: `^(\\.\\./(?!${name}/)[\\w-]+/|(\\.\\./){2,}${kind}/)`,
  message: `A ${kind === 'features' ? 'feature' : 'page'} never imports another one: move what both need to lib/, components/ or packages/shared.`,
});
const restrict = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});
const boundaries = [
  restrict([`${web}/**/*.{ts,tsx}`], [upIntoApp], [`${web}/main.tsx`, `${web}/app/**`]),
  ...dirsOf('features').map((name) =>
    restrict(
      [`${web}/features/${name}/**/*.{ts,tsx}`],
      [
        upIntoApp,
        siblingOf('features', name),
        { regex: '^(\\.\\./)+pages/', message: 'Features never import pages.' },
      ],
    ),
  ),
  ...dirsOf('pages').map((name) =>
    restrict(
      [`${web}/pages/${name}/**/*.{ts,tsx}`],
      [upIntoApp, siblingOf('pages', name)],
      [`${web}/pages/${name}/**/*.test.tsx`],
    ),
  ),
  restrict(
    [`${web}/{lib,components,content}/**/*.{ts,tsx}`],
    [
      upIntoApp,
      {
        regex: '^(\\.\\./)+(features|pages)/',
        message: 'Shared code imports neither features nor pages.',
      },
    ],
  ),
];

/** The portal (apps/admin, decision 068): a screen under routes/ never imports another screen, and the
 * portal takes from the web app only its shared kit, libraries, content and test helpers. */
const admin = 'apps/admin/src';
const adminBoundaries = [
  restrict(
    [`${admin}/**/*.{ts,tsx}`],
    [
      {
        regex: '^@site/web/(?!(components/ui|lib|content|test)/)',
        message: 'The portal uses only the web app’s components/ui, lib, content and test helpers.',
      },
    ],
  ),
  ...readdirSync(`${admin}/routes`).map((name) =>
    restrict(
      [`${admin}/routes/${name}/**/*.{ts,tsx}`],
      [
        {
          regex: `^\\.\\./(?!${name}/)[\\w-]+/`,
          message:
            'A screen never imports another one: move what both need to components/ or api/.',
        },
        {
          regex: '^@site/web/(?!(components/ui|lib|content|test)/)',
          message:
            'The portal uses only the web app’s components/ui, lib, content and test helpers.',
        },
      ],
    ),
  ),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/{web,admin}/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...boundaries,
  ...adminBoundaries,
);
