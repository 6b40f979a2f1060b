// Comments cite the rules the code relies on by pointing into docs/ (a path and a heading
// anchor, docs/rules/cart.md#quantity-limits) or by stating them; never by naming the
// product brief or design notes that are not in the repository, which a newcomer cloning
// the repository cannot open. This test fails on any such citation in a source file.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The names of the two outside documents, spelled in pieces so this file does not cite them. */
const outsideDocuments = new RegExp(`\\b(?:${['SP', 'EC'].join('')}|${['DES', 'IGN'].join('')})\\b`);

const skippedFolders = new Set(['node_modules', '.next', '.git', 'data', 'public', 'test-results', 'playwright-report', 'results']);
const sourceFile = /\.(?:ts|tsx|mts|mjs|js|cjs|css|md|sh|json)$|^run$/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : sourceFiles(path);
    return sourceFile.test(entry.name) && entry.name !== 'package-lock.json' ? [path] : [];
  });
}

describe('citations', () => {
  it('no source file cites a document outside the repository (point into docs/ instead)', () => {
    const citations: string[] = [];
    for (const file of sourceFiles(root)) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (outsideDocuments.test(line)) citations.push(`${relative(root, file)}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(citations).toEqual([]);
  });

  it('every pointer into docs/ names a file and a heading that exist', () => {
    const slug = (heading: string) => heading.trim().toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, '').replace(/ /g, '-');
    const anchorsOf = new Map<string, Set<string> | null>();
    const anchors = (doc: string) => {
      if (!anchorsOf.has(doc)) {
        let text: string | null = null;
        try {
          text = readFileSync(join(root, doc), 'utf8');
        } catch {
          text = null;
        }
        anchorsOf.set(doc, text === null ? null : new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1]!))));
      }
      return anchorsOf.get(doc);
    };
    const broken: string[] = [];
    for (const file of sourceFiles(root)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bdocs\/[\w/.-]+\.md(?:#[\w-]+)?/g)) {
        const [doc, anchor] = match[0].split('#') as [string, string | undefined];
        const found = anchors(doc);
        if (found === null || (anchor !== undefined && !found!.has(anchor))) broken.push(`${relative(root, file)}: ${match[0]}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('the check sees the repository (README, docs and lib are scanned)', () => {
    const files = sourceFiles(root).map((file) => relative(root, file));
    expect(files).toContain('README.md');
    expect(files).toContain('docs/architecture.md');
    expect(files).toContain('lib/contract.ts');
  });
});
