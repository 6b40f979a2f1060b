// How dependency-cruiser (.dependency-cruiser.cjs) reads TypeScript. Its own TypeScript
// reader needs the TypeScript compiler API, which TypeScript 7 (this project's compiler)
// no longer has, so it reads the files through Babel instead. Babel drops type-only
// imports when it strips the types; the plugin below first adds a bare `import 'x'` for
// every module a file names (in `import type`, `export type ... from` and `import('x')`
// types too), so the checker sees every dependency the type checker sees.
// Not a project Babel config: Next.js compiles with SWC and never reads this file.

/** @param {{ types: typeof import('@babel/types') }} babel */
function keepEveryImport({ types: t }) {
  return {
    name: 'keep-every-import',
    visitor: {
      Program(program) {
        const sources = new Set();
        for (const statement of program.node.body) {
          if (
            (t.isImportDeclaration(statement) || t.isExportNamedDeclaration(statement) || t.isExportAllDeclaration(statement)) &&
            statement.source
          ) {
            sources.add(statement.source.value);
          }
        }
        program.traverse({
          TSImportType(path) {
            const argument = path.node.argument;
            const source = t.isStringLiteral(argument) ? argument.value : argument?.literal?.value;
            if (typeof source === 'string') sources.add(source);
          },
        });
        program.unshiftContainer(
          'body',
          [...sources].map((source) => t.importDeclaration([], t.stringLiteral(source))),
        );
      },
    },
  };
}

module.exports = {
  babelrc: false,
  configFile: false,
  presets: [['@babel/preset-typescript', { allowDeclareFields: true }]],
  plugins: [keepEveryImport, ['@babel/plugin-transform-react-jsx', { runtime: 'classic' }]],
};
