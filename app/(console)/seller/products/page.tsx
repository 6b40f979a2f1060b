// /seller/products: the catalogue, newest first or found by name or SKU (every role reads
// it); ?low_stock=1 lists the products low on stock, ?archived=1 the archived ones.
import type { Metadata } from 'next';
import { sellerPageData } from '@/lib/api/seller-page';
import { mayCall } from '@/lib/seller-contract';
import { sellerTexts } from '@/lib/texts/seller';
import { ProductList } from '@/components/seller/products/product-list';

export const metadata: Metadata = { title: sellerTexts.productsPage.title };

export default async function SellerProductsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { member, input, payload } = await sellerPageData('productsList', await searchParams);
  const may = (call: Parameters<typeof mayCall>[1]) => mayCall(member.role, call);
  return (
    <ProductList
      filter={input}
      initial={{ payload, at: Date.now() }}
      may={{ edit: may('productsBulkUpdate'), add: may('productsSave'), import: may('productsImport'), brands: may('brandsList'), restore: may('productsRestore') }}
    />
  );
}
