// /seller/products: the catalogue, newest first or found by name or SKU (every role reads it);
// ?archived=1 lists the archived products.
import type { Metadata } from 'next';
import { getDb } from '@/lib/db';
import { listEditableProducts } from '@/lib/products/editor';
import { requireStaffPage } from '@/lib/staff/page-session';
import { sellerTexts } from '@/lib/texts/seller';
import { ProductList } from '@/components/seller/products/product-list';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: sellerTexts.productsPage.title, robots: { index: false, follow: false } };

type Params = Record<string, string | undefined>;

export default async function SellerProductsPage({ searchParams }: { searchParams: Promise<Params> }) {
  const member = await requireStaffPage();
  const p = await searchParams;
  const q = p.q?.trim().slice(0, 100) || undefined;
  const page = Math.max(1, Math.min(10_000, Number.parseInt(p.page ?? '1', 10) || 1));
  const archived = p.archived === '1';
  const list = await listEditableProducts(await getDb(), { q, page, archived });
  return <ProductList {...list} q={q ?? ''} archived={archived} canEdit={member.role !== 'packer'} />;
}
