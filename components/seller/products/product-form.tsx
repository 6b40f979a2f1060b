'use client';
// Creating or changing a product (docs/rules/products.md; products/save): the shelves
// (category, its subcategories, brand, age group), prices, stock, the most per order, a
// deal with its end, the description and the tax fields, the specifications and other
// information the product page's tabs show, and the dashboard's low-stock threshold
// (docs/rules/products.md#specifications). The server checks all of it
// again; a refusal shows beside its field and the form keeps what was typed. A saved
// product can be duplicated, or archived (after a confirmation).
import { useMutation } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { EditableProduct, ProductShelves } from '@/lib/products/editor';
import { fieldErrorsOf, sellerCall } from '@/lib/client/seller/http';
import { toast } from '@/lib/client/toast';
import { routes } from '@/lib/routes';
import { texts } from '@/lib/texts';
import { sellerTexts } from '@/lib/texts/seller';
import { indiaLocalInput } from '@/lib/orders/dates';
import { CONDITION_GRADES, type ConditionGrade } from '@/lib/products/condition';
import { OTHER_INFO_KEYS, SPEC_DIMENSION_KEYS, SPEC_TEXT_KEYS, MAX_BARCODE, MAX_INFO_TEXT } from '@/lib/products/details';
import { ProductPictures } from './product-pictures';

const t = sellerTexts.productsPage;
const f = t.fields;
const c = sellerTexts.condition;
const d = sellerTexts.productDetails;
const specLabels = { type: d.type, model_name: d.modelName, container_type: d.containerType, manufactured_by: d.manufacturedBy, package_dimension_length: d.length, package_dimension_width: d.width, package_dimension_height: d.height };
const otherLabels = { country_origin: d.countryOrigin, manufactured_by: d.manufacturedBy, marketed_by: d.marketedBy };
const SPEC_KEYS = [...SPEC_TEXT_KEYS, ...SPEC_DIMENSION_KEYS] as const;
const specField = (key: (typeof SPEC_KEYS)[number]) => `specifications.${key}` as const;
const otherField = (key: (typeof OTHER_INFO_KEYS)[number]) => `other_information.${key}` as const;
const shown = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const inputClass = 'rounded-lg border border-black/25 px-3 py-2 text-base';
const GENDERS = ['Boys', 'Girls', 'Men', 'Women', 'Unisex'] as const;
type Gender = (typeof GENDERS)[number];

export function ProductForm({ shelves, product }: { shelves: ProductShelves; product: EditableProduct | null }) {
  const router = useRouter();
  const [form, setForm] = useState({
    name: product?.name ?? '',
    category_id: product ? String(product.category_id) : '',
    subcategory_id: product?.subcategory_id ? String(product.subcategory_id) : '',
    brand_id: product?.brand_id ? String(product.brand_id) : '',
    age_group_id: product?.age_group_id ? String(product.age_group_id) : '',
    gender: product?.gender ?? '',
    mrp: product ? String(product.mrp) : '',
    selling_price: product ? String(product.selling_price) : '',
    stock: product ? String(product.stock) : '',
    no_of_quantity_allowed: product ? String(product.no_of_quantity_allowed) : '5',
    sku_no: product?.sku_no ?? '',
    description: product?.description ?? '',
    deal_price: product?.deal_price === null || product?.deal_price === undefined ? '' : String(product.deal_price),
    deal_ends_at: indiaLocalInput(product?.deal_ends_at ?? null),
    hsn: product?.hsn ?? '',
    gst_rate: product ? String(product.gst_rate) : '18',
    condition_grade: product?.condition_grade ?? '',
    warranty_months: product ? String(product.warranty_months) : '0',
    box_contents: product?.box_contents ?? '',
    // Keyed by the API's field names, so a refusal shows beside its field.
    ...(Object.fromEntries(SPEC_KEYS.map((k) => [specField(k), shown(product?.specifications[k])])) as Record<ReturnType<typeof specField>, string>),
    ...(Object.fromEntries(OTHER_INFO_KEYS.map((k) => [otherField(k), shown(product?.other_information[k])])) as Record<ReturnType<typeof otherField>, string>),
    barcode: product?.barcode ?? '',
    low_stock_at: shown(product?.low_stock_at),
  });
  const [saved, setSaved] = useState<{ product_id: number; name_url: string } | null>(product ? { product_id: product.product_id, name_url: product.name_url } : null);
  const save = useMutation({
    mutationFn: () =>
      sellerCall('productsSave', {
        product_id: product?.product_id,
        name: form.name,
        category_id: form.category_id,
        brand_id: form.brand_id,
        subcategory_id: form.subcategory_id || null,
        age_group_id: form.age_group_id || null,
        gender: (form.gender || null) as Gender | null,
        mrp: form.mrp.trim(),
        selling_price: form.selling_price.trim(),
        stock: form.stock.trim(),
        no_of_quantity_allowed: form.no_of_quantity_allowed.trim() || undefined,
        sku_no: form.sku_no.trim() || undefined,
        description: form.description.trim() || null,
        deal_price: form.deal_price.trim() || null,
        deal_ends_at: form.deal_ends_at || null,
        hsn: form.hsn.trim() || null,
        gst_rate: Number(form.gst_rate) as 0 | 5 | 12 | 18 | 28,
        condition_grade: (form.condition_grade || null) as ConditionGrade | null,
        warranty_months: form.warranty_months.trim() || '0',
        box_contents: form.box_contents.trim() || null,
        specifications: Object.fromEntries(SPEC_KEYS.map((k) => [k, form[specField(k)].trim() || null])),
        other_information: Object.fromEntries(OTHER_INFO_KEYS.map((k) => [k, form[otherField(k)].trim() || null])),
        barcode: form.barcode.trim() || null,
        low_stock_at: form.low_stock_at.trim() || null,
      }),
    onSuccess: (answer) => {
      toast.success(t.saved);
      setSaved({ product_id: answer.payload.product_id, name_url: answer.payload.name_url });
      // The description as stored, cleaned of what is not allowed (docs/rules/products.md#description).
      setForm((current) => ({ ...current, description: answer.payload.description ?? '' }));
      if (!product) router.replace(`/seller/products/${answer.payload.product_id}`);
      else router.refresh();
    },
    onError: (error) => toast.error(t.failed, { description: error instanceof Error ? error.message : undefined }),
  });
  const duplicate = useMutation({
    mutationFn: () => sellerCall('productsDuplicate', { product_id: product!.product_id }),
    onSuccess: (answer) => {
      toast.success(t.duplicated);
      router.push(`/seller/products/${answer.payload.product_id}`);
    },
    onError: (error) => toast.error(t.failed, { description: error instanceof Error ? error.message : undefined }),
  });
  const [askArchive, setAskArchive] = useState(false);
  const archive = useMutation({
    mutationFn: () => sellerCall('productsArchive', { product_id: product!.product_id }),
    onSuccess: () => {
      toast.success(t.archivedDone(product!.name));
      router.push('/seller/products?archived=1');
    },
    onError: (error) => toast.error(t.failed, { description: error instanceof Error ? error.message : undefined }),
  });
  const errors = fieldErrorsOf(save.error);
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => setForm({ ...form, [key]: e.target.value });
  // Each control is named by its own label only (a wrapping label would add a select's
  // chosen option to its name).
  const idOf = (key: keyof typeof form) => `product-${key.replace('.', '-')}`;
  const field = (key: keyof typeof form, label: string, control: React.ReactNode) => (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={idOf(key)} className="font-semibold">{label}</label>
      {control}
      {errors[key] && <span id={`${idOf(key)}-error`} className="text-red-800">{errors[key]}</span>}
    </div>
  );
  const described = (key: keyof typeof form) => ({ id: idOf(key), 'aria-invalid': errors[key] ? true : undefined, 'aria-describedby': errors[key] ? `${idOf(key)}-error` : undefined });
  const input = (key: keyof typeof form, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) =>
    field(key, label, <input value={form[key]} onChange={set(key)} {...described(key)} className={inputClass} {...props} />);
  const select = (key: keyof typeof form, label: string, options: { id: number | string; name: string }[], optional = false) =>
    field(
      key,
      label,
      <select value={form[key]} onChange={set(key)} {...described(key)} className={inputClass} required={!optional}>
        <option value="">{optional ? t.none_ : ''}</option>
        {options.map((o) => (
          <option key={o.id} value={String(o.id)}>{o.name}</option>
        ))}
      </select>,
    );
  const categories = shelves.categories.map((c) => ({ id: c.id, name: `${shelves.verticals.find((v) => v.id === c.vertical_id)?.name ?? ''} › ${c.name}` }));
  const subcategories = shelves.subcategories.filter((s) => String(s.category_id) === form.category_id);

  return (
    <div className="flex flex-col gap-4">
      <Link href="/seller/products" className="text-sm underline">{t.backToProducts}</Link>
      <h1 className="text-xl font-bold">{product ? t.editHeading(product.name) : t.newHeading}</h1>
      <div className="flex flex-wrap items-center gap-4">
        {saved && (
          <Link href={routes.product(saved.name_url, saved.product_id)} prefetch={false} className="text-sm font-semibold underline" data-testid="product-page-link">
            {t.view}
          </Link>
        )}
        {product && (
          <button type="button" disabled={duplicate.isPending} onClick={() => duplicate.mutate()} className="rounded-lg border border-black/30 px-3 py-1.5 text-sm font-semibold disabled:opacity-50">
            {t.duplicate}
          </button>
        )}
        {product && !askArchive && (
          <button type="button" onClick={() => setAskArchive(true)} className="rounded-lg border border-red-800/60 px-3 py-1.5 text-sm font-semibold text-red-800">
            {t.archive}
          </button>
        )}
      </div>
      {product && askArchive && (
        <div role="alertdialog" aria-labelledby="archive-ask" className="flex flex-col gap-3 rounded-xl border border-red-800/40 bg-red-50 p-4 text-sm">
          <p id="archive-ask">{t.archiveAsk(product.name)}</p>
          <span className="flex gap-3">
            <button type="button" disabled={archive.isPending} onClick={() => archive.mutate()} className="rounded-lg bg-red-800 px-3 py-1.5 font-semibold text-white disabled:opacity-50">
              {t.archiveYes}
            </button>
            <button type="button" onClick={() => setAskArchive(false)} className="rounded-lg border border-black/30 px-3 py-1.5 font-semibold">
              {t.keep}
            </button>
          </span>
        </div>
      )}
      <form
        className="grid grid-cols-1 gap-3 rounded-xl border border-black/15 bg-white p-4 desk:grid-cols-3"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <div className="desk:col-span-3">{input('name', f.name, { required: true, maxLength: 200 })}</div>
        {select('category_id', f.category, categories)}
        {select('subcategory_id', f.subcategory, subcategories, true)}
        {select('brand_id', f.brand, shelves.brands)}
        {input('mrp', f.mrp, { required: true, inputMode: 'decimal' })}
        {input('selling_price', f.sellingPrice, { required: true, inputMode: 'decimal' })}
        {input('stock', f.stock, { required: true, inputMode: 'numeric', ...(product?.sold_by_unit ? { readOnly: true, value: String(product.stock), title: sellerTexts.units.stockFromUnits } : {}) })}
        {input('no_of_quantity_allowed', f.allowed, { inputMode: 'numeric' })}
        {input('deal_price', f.dealPrice, { inputMode: 'decimal' })}
        {input('deal_ends_at', f.dealEndsAt, { type: 'datetime-local' })}
        {select('age_group_id', f.ageGroup, shelves.age_groups, true)}
        {select('gender', f.gender, GENDERS.map((g) => ({ id: g, name: g })), true)}
        {input('sku_no', f.sku, { maxLength: 60 })}
        {input('hsn', f.hsn, { inputMode: 'numeric', maxLength: 8 })}
        {select('gst_rate', f.gstRate, [0, 5, 12, 18, 28].map((r) => ({ id: r, name: `${r}%` })))}
        {field(
          'condition_grade',
          c.grade,
          <select value={form.condition_grade} onChange={set('condition_grade')} {...described('condition_grade')} className={inputClass}>
            <option value="">{c.notGraded}</option>
            {CONDITION_GRADES.map((g) => (
              <option key={g} value={g}>{texts.productCondition.grades[g]}</option>
            ))}
          </select>,
        )}
        {input('warranty_months', c.warrantyMonths, { inputMode: 'numeric', maxLength: 2 })}
        {field('box_contents', c.boxContents, <textarea value={form.box_contents} onChange={set('box_contents')} rows={3} {...described('box_contents')} className={inputClass} />)}
        <div className="flex flex-col gap-1">
          {input('low_stock_at', d.lowStockAt, { inputMode: 'numeric', maxLength: 4, placeholder: String(shelves.low_stock_default) })}
          <p className="text-xs text-neutral-700">{d.lowStockHint(shelves.low_stock_default)}</p>
        </div>
        <fieldset className="grid grid-cols-1 gap-3 rounded-lg border border-black/15 p-3 desk:col-span-3 desk:grid-cols-3">
          <legend className="px-1 font-semibold">{d.specsHeading}</legend>
          <p className="text-sm text-neutral-700 desk:col-span-3">{d.specsNote}</p>
          {SPEC_TEXT_KEYS.map((k) => <div key={k}>{input(specField(k), specLabels[k], { maxLength: MAX_INFO_TEXT })}</div>)}
          {SPEC_DIMENSION_KEYS.map((k) => <div key={k}>{input(specField(k), specLabels[k], { inputMode: 'decimal' })}</div>)}
        </fieldset>
        <fieldset className="grid grid-cols-1 gap-3 rounded-lg border border-black/15 p-3 desk:col-span-3 desk:grid-cols-3">
          <legend className="px-1 font-semibold">{d.otherHeading}</legend>
          <p className="text-sm text-neutral-700 desk:col-span-3">{d.otherNote}</p>
          {input('barcode', d.barcode, { maxLength: MAX_BARCODE })}
          {OTHER_INFO_KEYS.map((k) => <div key={k}>{input(otherField(k), otherLabels[k], { maxLength: MAX_INFO_TEXT })}</div>)}
        </fieldset>
        <div className="desk:col-span-3">
          {field('description', f.description, <textarea value={form.description} onChange={set('description')} rows={5} {...described('description')} className={inputClass} />)}
        </div>
        <div className="desk:col-span-3">
          <button type="submit" disabled={save.isPending} className="w-full rounded-lg bg-primary-strong px-4 py-2 font-semibold text-white disabled:opacity-50 desk:w-fit">
            {t.save}
          </button>
        </div>
      </form>
      <ProductPictures productId={product?.product_id ?? null} pictures={product?.pictures ?? []} />
    </div>
  );
}
