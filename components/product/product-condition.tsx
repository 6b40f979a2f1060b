// The product page's condition block (docs/rules/products.md#condition-warranty-box):
// its grade, warranty and what is in the box, as a small list near the price. Rendered
// on the server; nothing when the product has none of them.
import type { ProductDetail } from '@/lib/catalog/types';
import { texts } from '@/lib/texts';

const t = texts.productCondition;

export function ProductCondition({ product }: { product: Pick<ProductDetail, 'condition_grade_name' | 'warranty_months' | 'box_contents'> }) {
  const grade = product.condition_grade_name ?? null;
  const warranty = product.warranty_months ?? 0;
  const box = product.box_contents ?? [];
  if (!grade && warranty <= 0 && box.length === 0) return null;
  return (
    <section aria-labelledby="condition-heading" className="rounded-xl border border-black/10 bg-white p-4 text-sm" data-testid="product-condition">
      <h2 id="condition-heading" className="mb-2 text-base font-bold">
        {t.heading}
      </h2>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1.5">
        {grade && (
          <>
            <dt className="font-semibold">{t.grade}</dt>
            <dd>{grade}</dd>
          </>
        )}
        {warranty > 0 && (
          <>
            <dt className="font-semibold">{t.warranty}</dt>
            <dd>{t.warrantyMonths(warranty)}</dd>
          </>
        )}
        {box.length > 0 && (
          <>
            <dt className="font-semibold">{t.inTheBox}</dt>
            <dd>
              <ul className="list-disc pl-4">
                {box.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ul>
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
