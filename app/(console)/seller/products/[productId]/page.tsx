// /seller/products/<id>: change a product (owner and manager) and its units; a packer
// sees its units only (docs/rules/products.md#units).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { sellerPageData } from '@/lib/api/seller-page';
import { ShopError } from '@/lib/errors';
import { mayCall, sellerCalls } from '@/lib/seller-contract';
import { sellerTexts } from '@/lib/texts/seller';
import { ProductScreen } from '@/components/seller/products/product-screen';

export const metadata: Metadata = { title: sellerTexts.productsPage.productTitle };

/** No such product (or not a product id at all): the console's 404. */
function orNotFound(error: unknown): never {
  if (error instanceof ShopError && error.kind === 'not_found') notFound();
  throw error;
}

export default async function EditProductPage({ params }: { params: Promise<{ productId: string }> }) {
  const input = { product_id: (await params).productId };
  if (!sellerCalls.productsGet.request.safeParse(input).success) notFound();
  const [product, units] = await Promise.all([sellerPageData('productsGet', input), sellerPageData('productsUnits', input)]).catch(orNotFound);
  const role = product.member.role;
  const shelves = mayCall(role, 'productsShelves') ? await sellerPageData('productsShelves') : null;
  const at = Date.now();
  return (
    <ProductScreen
      productId={product.input.product_id}
      product={{ payload: product.payload, at }}
      units={{ payload: units.payload, at }}
      shelves={shelves && { payload: shelves.payload, at }}
      canChangeUnits={mayCall(role, 'productsUnitsAdd')}
    />
  );
}
