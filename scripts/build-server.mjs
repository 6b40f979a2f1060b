// Compiles what runs outside Next's own bundles into dist/server/ (part of `npm run
// build`, before `next build`, which loads the cache handler): the start script (which
// migrates at start) and the cache handler next.config.mjs names. Production
// then runs plain JavaScript: no tsx, no TypeScript compilation at start.
// Packages stay in node_modules (required at run time); our modules are bundled in.
import { build } from 'esbuild';

/** `import 'server-only'` marks a module Next must keep out of the browser; outside Next it is an empty module (as under Next's react-server condition). */
const serverOnlyMarker = {
  name: 'server-only-marker',
  setup(build) {
    build.onResolve({ filter: /^server-only$/ }, () => ({ path: 'server-only', namespace: 'marker' }));
    build.onLoad({ filter: /.*/, namespace: 'marker' }, () => ({ contents: '', loader: 'js' }));
  },
};

const entries = {
  start: 'scripts/start.ts',
  'cache-handler': 'lib/server/cache-handler.ts',
};

await build({
  entryPoints: entries,
  outdir: 'dist/server',
  outExtension: { '.js': '.cjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [serverOnlyMarker],
});
console.log(`build-server: ${Object.keys(entries).map((name) => `dist/server/${name}.cjs`).join(', ')}`);
