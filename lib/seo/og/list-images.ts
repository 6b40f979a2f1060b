// The sharing images of the product list routes that have one (vertical and category
// pages: name, product count and product pictures, drawn by render.tsx), so each
// opengraph-image route file is a few lines. The route files keep their segment config
// (revalidate, generateStaticParams) as literal exports: Next reads those from the file.
import type { ImageResponse } from 'next/og';
import { store } from '@/lib/config';
import type { ListKind, ListParams } from '@/lib/catalog/list-urls';
import { categoryImage, OG_CONTENT_TYPE, OG_SIZE, verticalImage } from './render';

// Params are passed on as Next hands them over (render.tsx decodes them).
const drawers = {
  vertical: (params: ListParams<'vertical'>) => verticalImage(params.verticalSlug),
  category: (params: ListParams<'category'>) => categoryImage(params.category),
} satisfies { [K in ListKind]?: (params: ListParams<K>) => Promise<ImageResponse> };

export type ListKindWithImage = keyof typeof drawers;

/** alt, size, contentType and the image of one kind of list route. */
export function listRouteImage<K extends ListKindWithImage>(kind: K) {
  const draw = drawers[kind] as (params: ListParams<K>) => Promise<ImageResponse>;
  return {
    alt: `Shop open-box products at ${store.businessName}`,
    size: OG_SIZE,
    contentType: OG_CONTENT_TYPE,
    Image: async ({ params }: { params: Promise<ListParams<K>> }) => draw(await params),
  };
}
