import { describe, expect, it } from 'vitest';
import { pageMetadata, plainText, productTitle, truncate } from './metadata';

describe('truncate', () => {
  it('leaves short text alone and cuts long text on a word with an ellipsis', () => {
    expect(truncate('Short text', 60)).toBe('Short text');
    const long = 'Samsung 108 cm (43 inches) Crystal 4K Vivid Ultra HD Smart LED TV with Voice Assistant';
    const cut = truncate(long, 60);
    expect(cut.length).toBeLessThanOrEqual(60);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
  });
});

describe('pageMetadata', () => {
  it('cuts titles at 60, product descriptions at 155 and others at 160', () => {
    const text = 'word '.repeat(100);
    const product = pageMetadata({ title: productTitle('A very long product name that goes on and on'), description: text, path: '/product/x/1', kind: 'product' });
    const page = pageMetadata({ title: 'T', description: text, path: '/store/tv' });
    expect(String((product.title as { absolute: string }).absolute).length).toBeLessThanOrEqual(60);
    expect(product.description!.length).toBeLessThanOrEqual(155);
    expect(product.description!.length).toBeGreaterThan(140);
    expect(page.description!.length).toBeLessThanOrEqual(160);
    expect(page.description!.length).toBeGreaterThan(150);
    expect(page.alternates?.canonical).toMatch(/\/store\/tv$/);
  });

  it('leaves out the image keys when no image is given, so a route opengraph-image applies', () => {
    const page = pageMetadata({ title: 'T', description: 'D', path: '/product/x/1' });
    expect(page.openGraph && 'images' in page.openGraph).toBe(false);
    expect(page.twitter && 'images' in page.twitter).toBe(false);
    const withImage = pageMetadata({ title: 'T', description: 'D', path: '/x', image: '/img/x.png' });
    expect(withImage.openGraph?.images).toEqual([expect.objectContaining({ url: expect.stringMatching(/\/img\/x\.png$/), width: 1200, height: 630 })]);
    expect(withImage.twitter?.images).toEqual([expect.stringMatching(/\/img\/x\.png$/)]);
  });

  it('plainText strips tags and entities', () => {
    expect(plainText('<p>Big&nbsp;<b>screen</b> &amp; sound</p>')).toBe('Big screen & sound');
  });
});
