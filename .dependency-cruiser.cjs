/**
 * The house's import boundaries, checked by a machine (issue 19; docs/architecture.md "Rules").
 * `npm run lint:deps` runs it; violations that existed when the check was introduced are listed
 * in .dependency-cruiser-known-violations.json and reported as warnings, anything new fails.
 * The baseline only ever shrinks: fix a crossing, then `npm run lint:deps:baseline`.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import loop: two files that need each other. Move what both need (types, constants) into a small file both import.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-features-independent',
      severity: 'error',
      comment:
        'A web feature imports another feature. Features never import each other: routes (apps/web/src/app) compose them, and what several need lives in components/ or lib/.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'module-owns-its-tables',
      severity: 'error',
      comment:
        "An API module imports another module's repository or schema. A module reaches another through its service (or a port file such as bookings/booking-payments.service.ts); a read joining several modules' tables lives in a <name>.read-model.ts file; schema files may reference each other's tables for foreign keys.",
      from: {
        path: '^apps/api/src/modules/([^/]+)/',
        pathNot: '\\.(read-model|schema)\\.ts$',
      },
      to: {
        path: '^apps/api/src/modules/[^/]+/[^/]+\\.(repository|schema)\\.ts$',
        pathNot: '^apps/api/src/modules/$1/',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.data|test-results|playwright-report)/' },
    // Type-only imports count: a loop through types is still a loop for a reader.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
