// The layering rules of the code base, checked by `npm run lint:deps` (dependency-cruiser):
//
//   app/ -> components/ -> lib/<domain>/ -> lib/db/
//
// with the HTTP edge (lib/api/, lib/contract.ts, lib/seller-contract/ and the browser's
// typed client in lib/client/) above the domains: a domain raises ShopError (lib/errors.ts)
// and declares its own types (lib/<domain>/types.ts), so it never needs the edge.
// Tests (*.test.ts, tests/, e2e/) and the test helpers (lib/testing/) may import anything.
// TypeScript is read through Babel (.dependency-cruiser-babel.cjs), type-only imports included.
// Give depcruise file globs (as lint:deps in package.json does), not folders: without the
// TypeScript 5/6 API it does not look for .ts files inside a folder it is given.

/** Test code: exempt from the layering rules (not from the circle rule). */
const TESTS = ['\\.test\\.tsx?$', '^tests/', '^e2e/', '^lib/testing/'];
/** The HTTP edge inside lib/: the only lib modules that may name the contract or lib/api. */
const HTTP_EDGE = ['^lib/api/', '^lib/contract\\.ts$', '^lib/seller-contract/', '^lib/client/'];

module.exports = {
  forbidden: [
    {
      name: 'no-next-image',
      severity: 'error',
      comment:
        "next/image's <Image> is a client component: imported anywhere in a page (even by a server component, even for getImageProps) it ships its client code to the browser. Draw pictures with components/layout/picture.tsx (server) or safe-image.tsx (client), which use lib/images/optimized.ts.",
      from: { path: '^(app|components|lib)/', pathNot: TESTS },
      to: { path: '^node_modules/next/(image|dist/shared/lib/image-external|dist/client/image-component)' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: two modules that need each other belong together, or the shared part belongs in a third.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'lib-not-ui',
      severity: 'error',
      comment: 'lib/ is below the pages and components: it never imports app/ or components/.',
      from: { path: '^lib/', pathNot: TESTS },
      to: { path: '^(app|components)/' },
    },
    {
      name: 'components-not-app',
      severity: 'error',
      comment: 'Components are below the routes: a component never imports from app/.',
      from: { path: '^components/', pathNot: TESTS },
      to: { path: '^app/' },
    },
    {
      name: 'components-not-db-or-api',
      severity: 'error',
      comment:
        'Components reach data through lib/<domain> (and the browser API client in lib/client/), never lib/db/ or the API handlers in lib/api/.',
      from: { path: '^components/', pathNot: TESTS },
      to: { path: '^lib/(db|api)/' },
    },
    {
      name: 'domain-not-http-edge',
      severity: 'error',
      comment:
        'Domain code never depends on the HTTP edge: types live in lib/<domain>/types.ts, errors in lib/errors.ts.',
      from: { path: '^lib/', pathNot: [...TESTS, ...HTTP_EDGE] },
      to: { path: '^lib/(api/|contract\\.ts$|seller-contract/)' },
    },
    {
      name: 'db-no-domain',
      severity: 'error',
      comment: 'lib/db/ (connection, schema, migrations) is the bottom layer: it imports no other lib module.',
      from: { path: '^lib/db/', pathNot: TESTS },
      to: { path: '^lib/', pathNot: '^lib/db/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import the checker cannot resolve (a typo, or a path alias it does not know).',
      from: {},
      to: { couldNotResolve: true, pathNot: ['^bun:'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|\\.next|data|public)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    babelConfig: { fileName: '.dependency-cruiser-babel.cjs' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.d.ts', '.d.mts', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    // Reruns read unchanged files from here (about a second instead of a quarter minute).
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
