// scripts/check-engines.mjs as CI runs it, on made-up projects: a package nested deep in
// node_modules that excludes the running Node, one that fits CI's Node but not the
// production Node the project declares, and a project that fits.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const script = path.join(__dirname, 'check-engines.mjs');
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

/** A project whose package.json declares `engines`, with these packages installed (folder below node_modules → engines.node, or null for none). */
function project(engines: string, packages: Record<string, string | null>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-engines-'));
  folders.push(root);
  fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'shop', engines: { node: engines } }));
  for (const [folder, node] of Object.entries(packages)) {
    const dir = path.join(root, 'node_modules', folder);
    fs.mkdirSync(dir, { recursive: true });
    const name = folder.split('/node_modules/').at(-1)!;
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, version: '1.0.0', ...(node === null ? {} : { engines: { node } }) }));
  }
  fs.mkdirSync(path.join(root, 'node_modules', '.bin'), { recursive: true });
  return root;
}

function check(root: string, node: string) {
  const run = spawnSync(process.execPath, [script, '--root', root, '--node', node], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

const fitting = {
  next: '>=20.9.0',
  '@img/sharp': '^20.9.0 || >=22',
  'no-engines': null,
  'sanitize-html': null,
  'sanitize-html/node_modules/htmlparser2': '*',
};

describe('check-engines', () => {
  it('passes when every installed package fits the running Node and the declared range', () => {
    const { status, output } = check(project('^20.19.0 || ^22.13.0 || ^24.0.0', fitting), '20.20.2');
    expect(output).toContain('all 5 installed packages fit Node 20.20.2');
    expect(status).toBe(0);
  });

  it('fails naming a nested package that excludes the running Node', () => {
    const root = project('^20.19.0 || ^24.0.0', { ...fitting, 'sanitize-html/node_modules/htmlparser2': '>=22.12.0' });
    const { status, output } = check(root, '20.20.2');
    expect(status).toBe(1);
    expect(output).toContain('htmlparser2@1.0.0 (node_modules/sanitize-html/node_modules/htmlparser2) declares node ">=22.12.0": excludes 20.20.2');
    expect(output).not.toContain('next@');
  });

  it('fails on a scoped package that fits CI\'s Node but not a production line the project declares', () => {
    const root = project('^20.19.0 || ^24.0.0', { ...fitting, '@img/sharp': '^20.9.0 || ^22.0.0' });
    const { status, output } = check(root, '20.20.2');
    expect(status).toBe(1);
    expect(output).toContain('@img/sharp@1.0.0 (node_modules/@img/sharp) declares node "^20.9.0 || ^22.0.0": excludes part of the project\'s engines.node "^20.19.0 || ^24.0.0"');
  });

  it('fails when the running Node is outside the project\'s own range', () => {
    const { status, output } = check(project('^20.19.0 || ^24.0.0', fitting), '20.18.0');
    expect(status).toBe(1);
    expect(output).toContain('the project (package.json) declares node "^20.19.0 || ^24.0.0": excludes 20.18.0');
  });

  it('refuses a project without a range in engines.node', () => {
    const { status, output } = check(project('twenty', fitting), '20.20.2');
    expect(status).toBe(2);
    expect(output).toContain('engines.node as a semver range, got "twenty"');
  });
});
