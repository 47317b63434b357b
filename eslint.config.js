// One lint configuration for the whole repository (flat config).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import i18next from 'eslint-plugin-i18next';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const remoteNames = readdirSync('remotes', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverModuleNames = readdirSync('server/src/modules', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureNames = readdirSync('apps/portal/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Dependencies point one way (DESIGN.md "Layout"): a remote never imports another remote or the host,
 * a host feature never imports a sibling feature, packages import no app, the server no front end.
 */
const boundaryZones = [
  ...remoteNames.map((name) => ({
    target: `./remotes/${name}`,
    from: ['./apps', ...remoteNames.filter((other) => other !== name).map((other) => `./remotes/${other}`)],
    message: 'A remote may import only packages/*, never the host or another remote.',
  })),
  ...featureNames.map((name) => ({
    target: `./apps/portal/src/features/${name}`,
    from: featureNames.filter((other) => other !== name).map((other) => `./apps/portal/src/features/${other}`),
    message: 'A feature never imports a sibling feature: share through components/, lib/ or packages/*.',
  })),
  { target: './packages', from: ['./apps', './remotes', './server'], message: 'Packages must not depend on apps.' },
  {
    target: './server',
    from: ['./apps', './remotes', './packages/ui', './packages/portal-kit'],
    message: 'The server never imports front-end code.',
  },
  // Server modules (ADR 018): another module is reached through its index.ts only.
  ...serverModuleNames.flatMap((name) =>
    serverModuleNames
      .filter((other) => other !== name)
      .map((other) => ({
        target: `./server/src/modules/${name}`,
        from: `./server/src/modules/${other}`,
        except: ['./index.ts'],
        message: `Import the ${other} module through its index.ts: its other files are its own.`,
      })),
  ),
  {
    // The seed's entry point (db/seed.ts) is the one file of db/ that runs the seed code of the modules.
    target: ['./server/src/plugins', './server/src/lib', './server/src/db/!(seed).ts', './server/src/db/schema'],
    from: './server/src/modules',
    message: 'Plugins, lib and db serve every module and never import one: pass what they need in (a decoration).',
  },
  {
    // Demo data (server/demo) and the seed code that loads it run at start only (server/src/db/seed.ts, main.ts).
    target: [
      './server/src/app.ts',
      './server/src/config.ts',
      './server/src/db/!(seed).ts',

      './server/src/lib',
      './server/src/modules',
      './server/src/plugins',
    ],
    from: ['./server/src/seed', './server/demo'],
    message: 'Code that answers requests never imports seed code or demo data: they are loaded at start only.',
  },
];

const frontEndPackages = ['@portal/host', ...remoteNames.map((name) => `@portal/remote-${name}`)];
const deployedAlone = {
  group: frontEndPackages,
  message: 'Apps and remotes are deployed alone: import from packages/* instead.',
};

/** One path matcher: the router matches its routes, every other check asks contracts (portal-kit's router has none). */
const oneMatcher = (name) => ({
  name,
  importNames: ['matchPath'],
  message: "Match addresses with matchesPathPattern of @portal/contracts, the router's rules in one place.",
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/.__mf__temp/',
      '**/__mf__virtual/',
      'data/',
      'coverage/',
      '**/test-results/',
      '**/playwright-report/',
      'server/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { ecmaVersion: 2024, sourceType: 'module', globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: true } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'no-restricted-imports': ['error', { paths: [oneMatcher('react-router')], patterns: [deployedAlone] }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Remote contract v2: a remote reads the host's state and routes with the host's router; it never writes
    // the session or the permissions, and never brings a router of its own.
    files: ['remotes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@portal/portal-kit/host',
              message: 'Only the host writes the session, permissions and sold-tos: read them from @portal/portal-kit.',
            },
            {
              name: 'react-router',
              message: "Route with @portal/portal-kit/router, the host's router shared with every remote.",
            },
            {
              name: 'react-router/dom',
              message: "Route with @portal/portal-kit/router, the host's router shared with every remote.",
            },
          ],
          patterns: [deployedAlone],
        },
      ],
    },
  },
  {
    files: [
      'apps/**/*.{ts,tsx}',
      'remotes/**/*.{ts,tsx}',
      'packages/ui/**/*.{ts,tsx}',
      'packages/portal-kit/src/**/*.{ts,tsx}',
    ],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: {
      ...jsxA11y.flatConfigs.recommended.languageOptions,
      globals: { ...globals.browser },
    },
  },
  {
    files: ['**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // Every user-facing text goes through labels (five languages): no words written straight into JSX.
    files: ['apps/*/src/**/*.tsx', 'remotes/*/src/**/*.tsx', 'packages/ui/src/**/*.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          // Attributes a person reads or hears; the rest (variant, role, slot, ...) are code.
          'jsx-attributes': {
            include: [
              '^aria-label$',
              '^aria-description$',
              '^title$',
              '^alt$',
              '^placeholder$',
              '^label$',
              '^header$',
              '^body$',
              '^description$',
            ],
          },
          callees: { exclude: ['.*'] },
        },
      ],
    },
  },
);
