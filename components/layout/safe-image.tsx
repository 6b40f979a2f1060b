'use client';
// An image that falls back to the store's placeholder when its picture is missing or
// broken (docs/rules/pages.md#layout-and-breakpoint). A drop-in for
// next/image: same props. next/image replays an error that happened before hydration,
// so a picture that failed during the server-rendered first paint is replaced too.
import Image, { type ImageProps } from 'next/image';
import { useState } from 'react';
import { PLACEHOLDER_IMAGE } from '@/lib/seed/image-kinds';

export { PLACEHOLDER_IMAGE };

type Props = Omit<ImageProps, 'src'> & { src: ImageProps['src'] | null | undefined };

export function SafeImage({ src, onError, alt, ...rest }: Props) {
  const wanted = src || PLACEHOLDER_IMAGE;
  // Remember which source failed, so a new src prop (another product) is tried afresh.
  const [failed, setFailed] = useState<ImageProps['src'] | null>(null);
  const shown = failed !== null && failed === wanted ? PLACEHOLDER_IMAGE : wanted;
  return (
    <Image
      {...rest}
      alt={alt}
      src={shown}
      onError={(event) => {
        // Never loop on the placeholder itself.
        if (shown !== PLACEHOLDER_IMAGE) setFailed(wanted);
        onError?.(event);
      }}
    />
  );
}
