// `npm run check:engines`: every installed package (node_modules, nested ones included) must
// run on the Node that runs this, and on every Node line the project's own `engines.node`
// admits. CI runs one Node (20) while production runs another (22 or 24 LTS, README
// "Requirements"), so a dependency that fits only one of them must fail before it ships.
// npm's `engine-strict` (.npmrc) refuses the install on the first misfit for the running
// Node; this lists every misfit, for both. Options: `--node <version>` checks that version
// instead of the running one; `--root <folder>` another project (the tests).
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

function option(name) {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

const root = path.resolve(option('--root') ?? process.cwd());
const node = option('--node') ?? process.version;
if (!semver.valid(node)) {
  console.error(`check-engines: --node must be a version such as 20.19.0, got "${node}"`);
  process.exit(2);
}
const project = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const declared = project.engines?.node;
if (!declared || !semver.validRange(declared)) {
  console.error(`check-engines: package.json must declare engines.node as a semver range, got ${JSON.stringify(declared)}`);
  process.exit(2);
}

/** Every package folder under a node_modules folder, scoped ones included, then theirs. */
function* installed(modules) {
  if (!fs.existsSync(modules)) return;
  for (const name of fs.readdirSync(modules)) {
    if (name.startsWith('.')) continue; // .bin, .package-lock.json, .cache
    const folder = path.join(modules, name);
    const folders = name.startsWith('@') ? fs.readdirSync(folder).map((inner) => path.join(folder, inner)) : [folder];
    for (const one of folders) {
      const file = path.join(one, 'package.json');
      if (!fs.existsSync(file)) continue;
      yield { folder: one, manifest: JSON.parse(fs.readFileSync(file, 'utf8')) };
      yield* installed(path.join(one, 'node_modules'));
    }
  }
}

const problems = [];
if (!semver.satisfies(node, declared, { includePrerelease: true })) problems.push(`the project (package.json) declares node "${declared}": excludes ${node}`);
let checked = 0;
for (const { folder, manifest } of installed(path.join(root, 'node_modules'))) {
  checked++;
  const wanted = manifest.engines?.node;
  if (typeof wanted !== 'string' || wanted.trim() === '' || wanted.trim() === '*') continue;
  const where = `${manifest.name}@${manifest.version} (${path.relative(root, folder)}) declares node "${wanted}"`;
  if (!semver.validRange(wanted)) problems.push(`${where}: not a range npm understands`);
  else if (!semver.satisfies(node, wanted, { includePrerelease: true })) problems.push(`${where}: excludes ${node}`);
  else if (!semver.subset(declared, wanted)) problems.push(`${where}: excludes part of the project's engines.node "${declared}"`);
}

if (problems.length > 0) {
  console.error(`check-engines: Node ${node} and the project's engines.node "${declared}" against ${checked} installed packages: ${problems.length} misfit${problems.length === 1 ? '' : 's'}`);
  for (const problem of problems) console.error(`  ${problem}`);
  console.error('Pin a version that supports them (npm view <package> engines), or change engines.node in package.json and README "Requirements".');
  process.exit(1);
}
console.log(`check-engines: all ${checked} installed packages fit Node ${node} and engines.node "${declared}"`);
