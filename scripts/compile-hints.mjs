// Part of `npm run build`, after `next build`: marks the framework chunks that every page
// runs in full at load (the build manifest's rootMainFiles: Turbopack's runtime, React,
// Next's router) with V8's explicit compile hint. Chromium then compiles all their
// functions on a background thread while the file downloads, instead of compiling each
// one on the main thread the first time it runs, which makes the chunk's evaluation the
// longest task of every page load (the figures are in bench/results/). Other browsers
// read a comment.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HINT = '//# allFunctionsCalledOnLoad\n';
const dist = fileURLToPath(new URL('../.next', import.meta.url));
const { rootMainFiles } = JSON.parse(fs.readFileSync(path.join(dist, 'build-manifest.json'), 'utf8'));
for (const file of rootMainFiles) {
  const chunk = path.join(dist, file);
  const code = fs.readFileSync(chunk, 'utf8');
  if (!code.startsWith(HINT)) fs.writeFileSync(chunk, HINT + code);
}
console.log(`compile-hints: ${rootMainFiles.join(', ')}`);
