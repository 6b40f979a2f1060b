// /product/{name_url}/{product_id}: the product page. Cached (ISR): drawn on its first
// request from cached calls and kept until the response cache lifetime or a write that
// expires its tag (a new review). An unknown id is the 404 home; a wrong or old
// name_url is sent permanently to the canonical URL.
import { permanentRedirect } from 'next/navigation';
import { notFoundMetadata } from '@/lib/seo/metadata';
import { emiOfferForPrice } from '@/lib/emi/plans';
import { headlinePrice } from '@/lib/catalog/product-info';
import { productIdFromUrl, productMetadata, productPageData, productPath, productById } from '@/lib/catalog/product-page';
import { segment } from '@/components/catalog/list-metadata';
import { ProductPage } from '@/components/product/product-page';
import { HomeAsNotFound } from '@/components/home/home-as-not-found';

type Props = { params: Promise<{ name_url: string; product_id: string }> };

export const revalidate = 500;
export const generateStaticParams = () => [];

export async function generateMetadata({ params }: Props) {
  const id = productIdFromUrl((await params).product_id);
  const product = id === null ? null : await productById(id);
  return product ? productMetadata(product) : notFoundMetadata;
}

export default async function ProductRoute({ params }: Props) {
  const { name_url, product_id } = await params;
  const id = productIdFromUrl(product_id);
  const data = id === null ? null : await productPageData(id);
  if (!data) return <HomeAsNotFound />;
  if (segment(name_url) !== data.product.name_url) permanentRedirect(productPath(data.product));
  // EMI computed here, on the server, from the seller's plans (docs/rules/alerts.md#emi).
  return <ProductPage data={data} emi={await emiOfferForPrice(headlinePrice(data.product))} />;
}
