// A picture for server components: a plain <img> with next/image's optimized URLs
// (lib/images/optimized.ts). next/image's <Image> is a client component, so drawing it
// from a server component ships its client code to the page.
// Client components that need the placeholder fallback use SafeImage.
import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import { fixedWidthSources, responsiveSources } from '@/lib/images/optimized';

export type PictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'alt'> & {
  src: string;
  alt: string;
  /** Drawn this many CSS px wide and high: the 1x and 2x files. */
  width?: number;
  height?: number;
  /** Fills its positioned parent, drawn as wide as `sizes` says. */
  fill?: boolean;
  sizes?: string;
  /** The page's main picture: named in the document's head, fetched first, never lazy. */
  priority?: boolean;
};

/** The <img> attributes of a picture (and its preload hint when it has priority): Picture's and SafeImage's. */
export function pictureAttributes({ src, width, height, fill = false, sizes = '100vw', priority = false, className = '', ...rest }: PictureProps): ImgHTMLAttributes<HTMLImageElement> {
  const sources = fill ? responsiveSources(src, sizes) : fixedWidthSources(src, width ?? 0);
  if (priority) preload(sources.src, { as: 'image', imageSrcSet: sources.srcSet, imageSizes: sources.sizes, fetchPriority: 'high' });
  return {
    ...rest,
    src: sources.src,
    srcSet: sources.srcSet,
    sizes: sources.sizes,
    width: fill ? undefined : width,
    height: fill ? undefined : height,
    loading: priority ? 'eager' : (rest.loading ?? 'lazy'),
    fetchPriority: priority ? 'high' : rest.fetchPriority,
    decoding: 'async',
    className: fill ? `absolute inset-0 h-full w-full ${className}` : className,
  };
}

export function Picture(props: PictureProps) {
  return <img {...pictureAttributes(props)} alt={props.alt} />;
}
