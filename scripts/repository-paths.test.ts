// The repository must check out whole on a case-insensitive file system (macOS, Windows):
// there, two tracked paths that differ only by case land in one file or folder, and the
// second overwrites the first (app/Cancellation-policy beside app/cancellation-policy once
// put a route.ts and a page.tsx into one folder, which Next refuses).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The groups of paths (files and the folders above them) that one case-insensitive folder would fold together. */
export function caseCollisions(paths: readonly string[]): string[][] {
  const every = new Set<string>();
  for (const path of paths) {
    const parts = path.split('/');
    for (let i = 1; i <= parts.length; i++) every.add(parts.slice(0, i).join('/'));
  }
  const folded = new Map<string, string[]>();
  for (const path of every) folded.set(path.toLowerCase(), [...(folded.get(path.toLowerCase()) ?? []), path]);
  return [...folded.values()].filter((group) => group.length > 1);
}

describe('tracked paths', () => {
  it('finds paths that differ only by case, files and folders alike', () => {
    expect(caseCollisions(['app/Cancellation-policy/route.ts', 'app/cancellation-policy/page.tsx', 'lib/a.ts'])).toEqual([['app/Cancellation-policy', 'app/cancellation-policy']]);
    expect(caseCollisions(['README.md', 'readme.md'])).toEqual([['README.md', 'readme.md']]);
  });

  it('no two tracked paths differ only by case', () => {
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
    expect(tracked.length).toBeGreaterThan(100);
    expect(caseCollisions(tracked)).toEqual([]);
  });
});
