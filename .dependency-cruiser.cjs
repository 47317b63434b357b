/**
 * Dependency rules of the house (issue "architecture", ADR 018 and its successors), checked by `npm run lint`.
 * ESLint's zones say which top-level folders may import which (host, remotes, packages, server); these rules say
 * how the server's modules and every folder below them depend on each other.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-folder-cycle',
      comment:
        'No folder imports another that imports it back, at any depth (modules, their sub-folders, lib, db, seed, ' +
        'plugins; the host, the remotes and the packages): a cycle means neither can be read or moved alone.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^(server|apps|remotes|packages)/' },
      to: { circular: true },
    },
    {
      name: 'module-through-its-index',
      comment: 'A server module reaches another module only through that module’s index.ts, its interface.',
      severity: 'error',
      from: { path: '^server/src/modules/([^/]+)/' },
      to: {
        path: '^server/src/modules/',
        pathNot: ['^server/src/modules/$1/', '^server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'shared-server-code-free-of-modules',
      comment: 'plugins, lib and db serve every module and never import one: pass what they need in.',
      severity: 'error',
      from: { path: '^server/src/(plugins|lib|db)/' },
      to: { path: '^server/src/modules/' },
    },
    {
      name: 'only-stores-query-tables',
      comment:
        'Only a module’s stores (store.ts, <topic>-store.ts) import the table definitions to query them; a type ' +
        'import (a row’s shape) queries nothing. No exceptions.',
      severity: 'error',
      from: {
        path: '^server/src/modules/',
        pathNot: '(^|/|-)store\\.ts$',
      },
      to: { path: '^server/src/db/schema/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-unresolvable',
      comment: 'An import that resolves to nothing is a typo or a missing dependency.',
      severity: 'error',
      from: { path: '^(server|apps|remotes|packages)/' },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // Type-only imports bind folders as well.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|test|e2e|mock)/|\\.(test|d)\\.tsx?$' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
