'use client';
// The dashboard (docs/rules/seller.md#dashboard): tiles of today's and the week's orders
// and sales, orders waiting per step (each a link to the desk's tab), cash held by
// couriers, returns waiting, jobs that gave up (the owner's, a link to them), then the
// products low on stock (with a link to all of them in the product list) and those
// without a picture. Figures a role may not see come as null and are left out. Read
// again when the member comes back to it after a while.
import Link from 'next/link';
import type { Dashboard, DashboardProduct } from '@/lib/dashboard/types';
import { useSellerQuery, type ServerView } from '@/lib/client/seller/hooks';
import { statusLabel } from '@/lib/orders/display';
import { rupees } from '@/lib/pricing';
import { sellerTexts } from '@/lib/texts/seller';
import { ButtonLink } from '../kit/button';
import { Card, PageTitle } from '../kit/card';
import { listHref } from '../kit/pager';

const t = sellerTexts.dashboard;

function Tile({ label, value, detail, href, testId }: { label: string; value: string; detail?: string; href?: string; testId?: string }) {
  const body = (
    <>
      <span className="text-sm text-neutral-700">{label}</span>
      <span className="text-2xl font-bold" data-testid={testId}>{value}</span>
      {detail && <span className="text-sm text-neutral-700">{detail}</span>}
    </>
  );
  return href ? (
    <Link href={href} className="flex flex-col gap-1 rounded-xl border border-black/15 bg-white p-4 hover:border-black/40">{body}</Link>
  ) : (
    <div className="flex flex-col gap-1 rounded-xl border border-black/15 bg-white p-4">{body}</div>
  );
}

function ProductList({ title, count, products, empty, testId, seeAll }: { title: string; count: number; products: DashboardProduct[]; empty: string; testId: string; seeAll?: { href: string; text: string } }) {
  return (
    <Card
      aria-label={title}
      title={<>{title} <span className="font-normal text-neutral-700">({count})</span></>}
      aside={seeAll && count > 0 ? <ButtonLink kind="link" href={seeAll.href}>{seeAll.text}</ButtonLink> : undefined}
    >
      {products.length === 0 ? (
        <p className="text-sm text-neutral-700">{empty}</p>
      ) : (
        <ul className="divide-y divide-black/10 text-sm" data-testid={testId}>
          {products.map((p) => (
            <li key={p.product_id} className="flex justify-between gap-3 py-1.5">
              <span>
                <Link href={`/seller/products/${p.product_id}`} className="underline">{p.name}</Link> <span className="text-neutral-600">· {p.sku_no}</span>
              </span>
              <span className="shrink-0 font-semibold">
                {t.units(p.stock)}
                {p.low_stock_at !== null && testId === 'low-stock' && <span className="font-normal text-neutral-600"> · {t.ownThreshold(p.low_stock_at)}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function DashboardScreen({ initial }: { initial: ServerView<Dashboard> }) {
  const { data = initial.payload } = useSellerQuery('dashboard', {}, initial);
  const figure = (f: Dashboard['today']) => (f.sales === null ? undefined : rupees(f.sales));
  return (
    <div className="flex flex-col gap-6">
      <PageTitle>{t.title}</PageTitle>
      <section aria-label={t.sales} className="grid grid-cols-2 gap-3 desk:grid-cols-4">
        <Tile label={t.today} value={t.orders(data.today.orders)} detail={figure(data.today)} testId="today-orders" />
        <Tile label={t.week} value={t.orders(data.week.orders)} detail={figure(data.week)} testId="week-orders" />
        {data.cod_outstanding && (
          <Tile label={t.codHeld} value={rupees(data.cod_outstanding.amount)} detail={t.codDetail(data.cod_outstanding.count, data.cod_outstanding.overdue)} href="/seller/cod" testId="cod-held" />
        )}
        {data.returns_waiting && (
          <Tile
            label={t.returnsWaiting}
            value={String(data.returns_waiting.requested + data.returns_waiting.approved + data.returns_waiting.received)}
            detail={t.returnsDetail(data.returns_waiting.requested, data.returns_waiting.approved, data.returns_waiting.received)}
            href="/seller/returns"
            testId="returns-waiting"
          />
        )}
        {data.dead_jobs !== null && (
          <Tile label={t.deadJobs} value={String(data.dead_jobs)} detail={data.dead_jobs > 0 ? t.deadJobsDetail : undefined} href={listHref('/seller/jobs', { state: 'dead' })} testId="dead-jobs" />
        )}
      </section>
      <section aria-labelledby="waiting-heading">
        <h2 id="waiting-heading" className="mb-2 font-bold">{t.waiting}</h2>
        <ul className="grid grid-cols-2 gap-3 desk:grid-cols-6">
          {Object.entries(data.waiting).map(([status, count]) => (
            <li key={status}>
              <Tile label={statusLabel(status)} value={String(count)} href={listHref('/seller/orders', { status })} testId={`waiting-${status}`} />
            </li>
          ))}
        </ul>
      </section>
      <div className="grid gap-4 desk:grid-cols-2">
        <ProductList
          title={t.lowStockEach(data.low_stock.threshold)} count={data.low_stock.count} products={data.low_stock.products} empty={t.noLowStock} testId="low-stock"
          seeAll={{ href: listHref('/seller/products', { low_stock: 1 }), text: t.seeAllLowStock(data.low_stock.count) }}
        />
        <ProductList title={t.withoutImages} count={data.without_images.count} products={data.without_images.products} empty={t.allHaveImages} testId="without-images" />
      </div>
    </div>
  );
}
