// The sharing images of the home, product, vertical and category pages, as PNG
// responses (next/og). Data comes from lib/catalog/data.ts like the pages themselves; an
// unknown product or shelf, or any failure reading it, gives the shop's generic card
// rather than an error, because a crawler would otherwise show no picture at all.
import { ImageResponse } from 'next/og';
import type { ReactElement } from 'react';
import { getCategoryProducts, getDeals, getNewArrivals, getProduct, getVerticalProducts } from '@/lib/catalog/data';
import { store } from '@/lib/config';
import { discountPercent, rupeesRounded } from '@/lib/pricing';
import { texts } from '@/lib/texts';
import type { ProductCard } from '@/lib/catalog/types';
import { drawable, ogFonts, pictureDataUrl } from './assets';
import { GenericOgCard, HomeOgCard, OG_SIZE, ProductOgCard, ShelfOgCard } from './cards';

export { OG_SIZE };
export const OG_CONTENT_TYPE = 'image/png';

async function respond(element: ReactElement): Promise<ImageResponse> {
  const fonts = await ogFonts();
  return new ImageResponse(element, {
    ...OG_SIZE,
    fonts: fonts.length ? fonts : undefined,
    headers: { 'cache-control': 'public, max-age=0, must-revalidate' },
  });
}

async function haveFonts(): Promise<boolean> {
  return (await ogFonts()).length > 0;
}

export function genericImage(): Promise<ImageResponse> {
  return respond(<GenericOgCard />);
}

async function orGeneric(what: string, draw: () => Promise<ReactElement | null>): Promise<ImageResponse> {
  try {
    const element = await draw();
    if (element) return await respond(element);
  } catch (error) {
    console.error(`og: ${what}: ${(error as Error).message}`);
  }
  return genericImage();
}

/**
 * Up to `count` different pictures of the first products: their main pictures first,
 * then other views from their galleries (many products share a drawing), then `extra`.
 */
async function productPictures(products: ProductCard[], count: number, size: number, extra: (string | null)[] = []): Promise<string[]> {
  const sources = [
    ...new Set([...products.map((p) => p.image), ...products.flatMap((p) => p.gallery_images), ...extra].filter((s): s is string => !!s)),
  ].slice(0, count);
  const pictures = await Promise.all(sources.map((src) => pictureDataUrl(src, { width: size, height: size })));
  return pictures.filter((p): p is string => p !== null);
}

/** Route params may arrive still percent-encoded; a malformed one is used as it is. */
function slugOf(param: string): string {
  try {
    return decodeURIComponent(param);
  } catch {
    return param;
  }
}

const productCount = (n: number) => `${n.toLocaleString('en-IN')} ${n === 1 ? texts.ogProductCountOne : texts.ogProductCountMany}`;

export function productImage(productId: string): Promise<ImageResponse> {
  return orGeneric(`product ${productId}`, async () => {
    if (!/^\d{1,10}$/.test(productId)) return null;
    const product = await getProduct(store.companyId, store.storeId, { id: Number(productId) });
    const fonts = await haveFonts();
    const off = discountPercent(product.mrp, product.selling_price);
    return (
      <ProductOgCard
        name={drawable(product.name, fonts)}
        brand={product.brand ? drawable(product.brand, fonts) : null}
        category={product.category_name ? drawable(product.category_name, fonts) : null}
        picture={await pictureDataUrl(product.image, { width: 486, height: 486 })}
        price={drawable(rupeesRounded(product.selling_price), fonts)}
        mrp={off !== null ? drawable(rupeesRounded(product.mrp), fonts) : null}
        off={off}
        soldOut={product.stock <= 0}
      />
    );
  });
}

export function verticalImage(verticalSlug: string): Promise<ImageResponse> {
  return orGeneric(`vertical ${verticalSlug}`, async () => {
    const page = await getVerticalProducts(store.storeId, slugOf(verticalSlug), { page: 1, result_per_page: 12 });
    const fonts = await haveFonts();
    return (
      <ShelfOgCard
        name={drawable(page.vertical.name, fonts)}
        count={productCount(page.total)}
        pictures={await productPictures(page.products, 4, 254, [page.vertical.image])}
      />
    );
  });
}

export function categoryImage(categorySlug: string): Promise<ImageResponse> {
  return orGeneric(`category ${categorySlug}`, async () => {
    const page = await getCategoryProducts(store.storeId, slugOf(categorySlug), undefined, { page: 1, result_per_page: 12 });
    const fonts = await haveFonts();
    return (
      <ShelfOgCard
        kicker={page.vertical?.name ? drawable(page.vertical.name, fonts) : null}
        name={drawable(page.category.name, fonts)}
        count={productCount(page.total)}
        pictures={await productPictures(page.products, 4, 254, [page.category.image])}
      />
    );
  });
}

export function homeImage(): Promise<ImageResponse> {
  return orGeneric('home', async () => {
    const [deals, arrivals] = await Promise.all([
      getDeals(store.storeId, 'normal').catch(() => []),
      getNewArrivals(store.storeId).catch(() => []),
    ]);
    return <HomeOgCard pictures={await productPictures([...deals, ...arrivals], 4, 212)} />;
  });
}
