'use client';
// An image that falls back to the store's placeholder when its picture is missing or
// broken (docs/rules/pages.md#layout-and-breakpoint): a Picture (plain <img> with
// next/image's optimized URLs, without next/image's client code) that swaps its source. A
// picture that failed before hydration (no onError then) is found broken once mounted.
import { useEffect, useRef, useState } from 'react';
import { PLACEHOLDER_IMAGE } from '@/lib/seed/image-kinds';
import { pictureAttributes, type PictureProps } from './picture';

export { PLACEHOLDER_IMAGE };

type Props = Omit<PictureProps, 'src'> & { src: string | null | undefined };

export function SafeImage({ src, onError, ...rest }: Props) {
  const wanted = src || PLACEHOLDER_IMAGE;
  // Remember which source failed, so a new src prop (another product) is tried afresh.
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed === wanted ? PLACEHOLDER_IMAGE : wanted;

  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = img.current;
    if (element?.complete && element.naturalWidth === 0 && shown !== PLACEHOLDER_IMAGE) setFailed(wanted);
  }, [shown, wanted]);

  return (
    <img
      {...pictureAttributes({ ...rest, src: shown })}
      alt={rest.alt}
      ref={img}
      onError={(event) => {
        // Never loop on the placeholder itself.
        if (shown !== PLACEHOLDER_IMAGE) setFailed(wanted);
        onError?.(event);
      }}
    />
  );
}
