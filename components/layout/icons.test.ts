// The line icons' two halves agree: every class of styles/icons.css shows a view of
// public/icons.svg, every view frames its own drawing's square (icon n at x = 32n), and every
// icon a component names has its class.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.join(__dirname, '..', '..');
const css = fs.readFileSync(path.join(root, 'styles', 'icons.css'), 'utf8');
const sprite = fs.readFileSync(path.join(root, 'public', 'icons.svg'), 'utf8');

const classes = [...css.matchAll(/\.icon-([a-z0-9-]+) \{\s*--icon: url\(\/icons\.svg#([a-z0-9-]+)\);\s*\}/g)].map((m) => ({ name: m[1]!, view: m[2]! }));
const views = [...sprite.matchAll(/<view id="([a-z0-9-]+)" viewBox="(\d+) 0 24 24"\/><g transform="translate\((\d+)\)">/g)].map((m) => ({
  id: m[1]!,
  x: Number(m[2]),
  drawnAt: Number(m[3]),
}));

describe('line icons', () => {
  it('every icon class shows the view of its own name, and every view has a class', () => {
    expect(classes.length).toBeGreaterThan(20);
    expect(classes.every((c) => c.name === c.view)).toBe(true);
    expect(views.map((v) => v.id).sort()).toEqual(classes.map((c) => c.name).sort());
  });

  it('each view frames its own drawing, 32 apart, inside the sprite', () => {
    views.forEach((view, n) => {
      expect(view, view.id).toMatchObject({ x: 32 * n, drawnAt: 32 * n });
    });
    const width = Number(sprite.match(/^<svg[^>]*viewBox="0 0 (\d+) 24"/)?.[1]);
    expect(width).toBe(32 * views.length);
  });

  it('every icon a component names has a class', () => {
    const dir = path.join(root, 'components', 'layout');
    const source = ['icons.tsx', 'contact-icons.tsx'].map((file) => fs.readFileSync(path.join(dir, file), 'utf8')).join('\n');
    const named = [...source.matchAll(/(?:named\('|name=")([a-z0-9-]+)['"]/g)].map((m) => m[1]!);
    const verticals = [...fs.readFileSync(path.join(dir, 'vertical-icons.tsx'), 'utf8').matchAll(/'([a-z]+)'/g)].map((m) => `vertical-${m[1]}`);
    const known = new Set(classes.map((c) => c.name));
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((name) => !known.has(name))).toEqual([]);
    expect(verticals.length).toBeGreaterThan(7);
    expect(verticals.filter((name) => !known.has(name))).toEqual([]);
  });
});
