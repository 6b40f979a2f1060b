// /product?id={slug} (a link some screens navigate to): a permanent
// redirect to the product's canonical URL; an unknown slug is the 404 home.
import { notFound, permanentRedirect } from 'next/navigation';
import { productBySlug, productPath } from '@/lib/catalog/product-page';

type Props = { searchParams: Promise<{ id?: string | string[] }> };

export default async function ProductBySlug({ searchParams }: Props) {
  const { id } = await searchParams;
  const slug = Array.isArray(id) ? id[0] : id;
  const product = slug ? await productBySlug(slug) : null;
  if (!product) notFound();
  permanentRedirect(productPath(product));
}
