// The dashboard (docs/rules/seller.md#dashboard): tiles of today's and the week's orders
// and sales, orders waiting per step (each a link to the desk's tab), cash held by
// couriers, returns waiting, then the products low on stock and those without a picture.
// Figures a role may not see come as null and are left out.
import Link from 'next/link';
import type { Dashboard, DashboardProduct } from '@/lib/dashboard/dashboard';
import { statusLabel } from '@/lib/orders/display';
import { rupees } from '@/lib/pricing';
import { sellerTexts } from '@/lib/texts/seller';

const t = sellerTexts.dashboard;

function Tile({ label, value, detail, href, testId }: { label: string; value: string; detail?: string; href?: string; testId?: string }) {
  const body = (
    <>
      <span className="text-sm text-neutral-700">{label}</span>
      <span className="text-2xl font-bold" data-testid={testId}>{value}</span>
      {detail && <span className="text-sm text-neutral-700">{detail}</span>}
    </>
  );
  const box = 'flex flex-col gap-1 rounded-xl border border-black/15 bg-white p-4';
  return href ? <Link href={href} className={`${box} hover:border-black/40`}>{body}</Link> : <div className={box}>{body}</div>;
}

function ProductList({ title, count, products, empty, testId }: { title: string; count: number; products: DashboardProduct[]; empty: string; testId: string }) {
  return (
    <section aria-labelledby={`${testId}-heading`} className="rounded-xl border border-black/15 bg-white p-4">
      <h2 id={`${testId}-heading`} className="mb-2 font-bold">
        {title} <span className="font-normal text-neutral-700">({count})</span>
      </h2>
      {products.length === 0 ? (
        <p className="text-sm text-neutral-700">{empty}</p>
      ) : (
        <ul className="divide-y divide-black/10 text-sm" data-testid={testId}>
          {products.map((p) => (
            <li key={p.product_id} className="flex justify-between gap-3 py-1.5">
              <span>
                {p.name} <span className="text-neutral-600">· {p.sku_no}</span>
              </span>
              <span className="shrink-0 font-semibold">
                {t.units(p.stock)}
                {p.low_stock_at !== null && testId === 'low-stock' && <span className="font-normal text-neutral-600"> · {t.ownThreshold(p.low_stock_at)}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function DashboardScreen({ data }: { data: Dashboard }) {
  const figure = (f: Dashboard['today']) => (f.sales === null ? undefined : rupees(f.sales));
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-xl font-bold">{t.title}</h1>
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
      </section>
      <section aria-labelledby="waiting-heading">
        <h2 id="waiting-heading" className="mb-2 font-bold">{t.waiting}</h2>
        <ul className="grid grid-cols-2 gap-3 desk:grid-cols-6">
          {Object.entries(data.waiting).map(([status, count]) => (
            <li key={status}>
              <Tile label={statusLabel(status)} value={String(count)} href={`/seller/orders?status=${status}`} testId={`waiting-${status}`} />
            </li>
          ))}
        </ul>
      </section>
      <div className="grid gap-4 desk:grid-cols-2">
        <ProductList title={t.lowStockEach(data.low_stock.threshold)} count={data.low_stock.count} products={data.low_stock.products} empty={t.noLowStock} testId="low-stock" />
        <ProductList title={t.withoutImages} count={data.without_images.count} products={data.without_images.products} empty={t.allHaveImages} testId="without-images" />
      </div>
    </div>
  );
}
