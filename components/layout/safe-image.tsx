'use client';
// An image that falls back to the store's placeholder when its picture is missing or
// broken (docs/rules/pages.md#layout-and-breakpoint). A plain <img> with next/image's
// optimized URLs (lib/images/optimized.ts), without next/image's client code. A picture
// that failed before hydration (no onError then) is found broken once mounted.
import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import { fixedWidthSources, responsiveSources } from '@/lib/images/optimized';
import { PLACEHOLDER_IMAGE } from '@/lib/seed/image-kinds';

export { PLACEHOLDER_IMAGE };

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'alt'> & {
  src: string | null | undefined;
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

export function SafeImage({ src, alt, width, height, fill = false, sizes = '100vw', priority = false, className = '', onError, ...rest }: Props) {
  const wanted = src || PLACEHOLDER_IMAGE;
  // Remember which source failed, so a new src prop (another product) is tried afresh.
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed === wanted ? PLACEHOLDER_IMAGE : wanted;
  const sources = fill ? responsiveSources(shown, sizes) : fixedWidthSources(shown, width ?? 0);
  if (priority) preload(sources.src, { as: 'image', imageSrcSet: sources.srcSet, imageSizes: sources.sizes, fetchPriority: 'high' });

  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = img.current;
    if (element?.complete && element.naturalWidth === 0 && shown !== PLACEHOLDER_IMAGE) setFailed(wanted);
  }, [shown, wanted]);

  return (
    <img
      {...rest}
      ref={img}
      alt={alt}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.sizes}
      width={fill ? undefined : width}
      height={fill ? undefined : height}
      loading={priority ? 'eager' : (rest.loading ?? 'lazy')}
      fetchPriority={priority ? 'high' : rest.fetchPriority}
      decoding="async"
      className={fill ? `absolute inset-0 h-full w-full ${className}` : className}
      onError={(event) => {
        // Never loop on the placeholder itself.
        if (shown !== PLACEHOLDER_IMAGE) setFailed(wanted);
        onError?.(event);
      }}
    />
  );
}
