import { describe, expect, it } from 'vitest';
import { getImgProps } from 'next/dist/shared/lib/get-img-props';
import { imageConfigDefault, prepareImageConfig } from 'next/dist/shared/lib/image-config';
import defaultLoader from 'next/dist/shared/lib/image-loader';
import nextConfig from '../../next.config.mjs';
import { fixedWidthSources, responsiveSources } from './optimized';

// next/image itself, configured as next.config.mjs configures the app: our URLs must be the
// very ones it would write, or the optimizer would refuse them (it accepts only its widths).
function nextImage(props: Parameters<typeof getImgProps>[0]) {
  const imgConf = prepareImageConfig({ ...imageConfigDefault, ...nextConfig.images });
  return getImgProps(props, { defaultLoader, imgConf }).props;
}

describe('picture URLs for plain <img> elements', () => {
  it('a fixed-width picture has the 1x and 2x files next/image would use', () => {
    for (const width of [40, 44, 64, 80, 96, 192, 412]) {
      const ours = fixedWidthSources('/img/products/tv-1.webp', width);
      const next = nextImage({ src: '/img/products/tv-1.webp', alt: '', width, height: width });
      expect(ours.src).toBe(next.src);
      expect(ours.srcSet ?? undefined).toBe(next.srcSet);
    }
  });

  it('a picture drawn as wide as `sizes` says has the files next/image would list', () => {
    for (const sizes of ['100vw', '(max-width: 560px) 100vw, (max-width: 1280px) 50vw, 620px', '(max-width: 1280px) 100vw, 1248px', '33vw', '56px']) {
      const ours = responsiveSources('/img/banners/a.webp', sizes);
      const next = nextImage({ src: '/img/banners/a.webp', alt: '', width: 1600, height: 500, sizes });
      expect(ours.srcSet, sizes).toBe(next.srcSet);
      expect(ours.src, sizes).toBe(next.src);
    }
  });

  it('leaves SVG and outside pictures alone', () => {
    expect(fixedWidthSources('/logo.svg', 176)).toEqual({ src: '/logo.svg' });
    expect(fixedWidthSources('https://example.com/a.webp', 80)).toEqual({ src: 'https://example.com/a.webp' });
  });
});
