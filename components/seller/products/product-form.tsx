'use client';
// Creating or changing a product (docs/rules/products.md; products/save): the shelf (one
// picker showing the tree, vertical › category › subcategory), brand, age group, prices,
// stock, the most per order, a deal with its end, the description and the tax fields, the
// specifications and other information the product page's tabs show, and the dashboard's
// low-stock threshold (docs/rules/products.md#specifications). The server checks all of it
// again; a refusal shows beside its field and the form keeps what was typed. The save
// answers the product as stored, which the form then shows (a description cleaned of what
// is not allowed). A saved product can be duplicated, or archived (after a confirmation).
//
// Selects and text areas carry their label as aria-label too: wrapped in its label, a
// control's name would otherwise take in the chosen option or the typed text.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type ChangeEvent } from 'react';
import type { EditableProduct, ProductShelves } from '@/lib/products/types';
import { sellerKeys, useSellerMutation, useSellerQuery, type ServerView } from '@/lib/client/seller/hooks';
import { fieldErrorsOf } from '@/lib/client/seller/http';
import { routes } from '@/lib/routes';
import { texts } from '@/lib/texts';
import { sellerTexts } from '@/lib/texts/seller';
import { indiaLocalInput } from '@/lib/orders/dates';
import { categoryTree, shelfOf, shelfValue } from '@/lib/products/category-tree';
import { CONDITION_GRADES, type ConditionGrade } from '@/lib/products/condition';
import { OTHER_INFO_KEYS, SPEC_DIMENSION_KEYS, SPEC_TEXT_KEYS, MAX_BARCODE, MAX_INFO_TEXT } from '@/lib/products/details';
import { Button, ButtonLink } from '../kit/button';
import { PageTitle } from '../kit/card';
import { Field, Select, SelectField, Textarea, TextField } from '../kit/field';
import { ProductPictures } from './product-pictures';
import { GST_RATES } from '@/lib/products/gst-fields';
import { PACKAGE_KEYS } from '@/lib/products/package';

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
const GENDERS = ['Boys', 'Girls', 'Men', 'Women', 'Unisex'] as const;
type Gender = (typeof GENDERS)[number];

/** The form's fields as the product holds them, keyed by the API's names (so a refusal shows beside its field). */
function formOf(product: EditableProduct | null) {
  return {
    name: product?.name ?? '',
    shelf: shelfValue(product?.category_id, product?.subcategory_id),
    brand_id: product?.brand_id ? String(product.brand_id) : '',
    age_group_id: product?.age_group_id ? String(product.age_group_id) : '',
    gender: product?.gender ?? '',
    mrp: product ? String(product.mrp) : '',
    selling_price: product ? String(product.selling_price) : '',
    stock: product ? String(product.stock) : '',
    no_of_quantity_allowed: product ? String(product.no_of_quantity_allowed) : '5',
    sku_no: product?.sku_no ?? '',
    description: product?.description ?? '',
    deal_price: shown(product?.deal_price),
    deal_ends_at: indiaLocalInput(product?.deal_ends_at ?? null),
    hsn: product?.hsn ?? '',
    gst_rate: product ? String(product.gst_rate) : '18',
    condition_grade: product?.condition_grade ?? '',
    warranty_months: product ? String(product.warranty_months) : '0',
    box_contents: product?.box_contents ?? '',
    ...(Object.fromEntries(SPEC_KEYS.map((k) => [specField(k), shown(product?.specifications[k])])) as Record<ReturnType<typeof specField>, string>),
    ...(Object.fromEntries(OTHER_INFO_KEYS.map((k) => [otherField(k), shown(product?.other_information[k])])) as Record<ReturnType<typeof otherField>, string>),
    barcode: product?.barcode ?? '',
    low_stock_at: shown(product?.low_stock_at),
    ...(Object.fromEntries(PACKAGE_KEYS.map((k) => [k, shown(product?.[k])])) as Record<(typeof PACKAGE_KEYS)[number], string>),
  };
}
type Form = ReturnType<typeof formOf>;

export function ProductForm({ shelves, product }: { shelves: ServerView<ProductShelves>; product: EditableProduct | null }) {
  const router = useRouter();
  const { data: offer = shelves.payload } = useSellerQuery('productsShelves', {}, shelves);
  const [form, setForm] = useState(() => formOf(product));
  // A stock counted from units changes on the units panel below: the form follows it.
  const stockNow = product ? `${product.sold_by_unit}:${product.stock}` : '';
  const [stockSeen, setStockSeen] = useState(stockNow);
  if (stockNow !== stockSeen) {
    setStockSeen(stockNow);
    setForm((current) => ({ ...current, stock: String(product!.stock) }));
  }

  const save = useSellerMutation('productsSave', {
    success: t.saved,
    put: (answer) => [[sellerKeys.of('productsGet', { product_id: answer.product_id }), { product: answer.product }]],
    invalidates: ['productsList', 'dashboard'],
    onSuccess: (answer) => {
      setForm(formOf(answer.product));
      if (!product) router.replace(`/seller/products/${answer.product_id}`);
    },
  });
  const duplicate = useSellerMutation('productsDuplicate', {
    success: t.duplicated,
    invalidates: ['productsList'],
    onSuccess: (answer) => router.push(`/seller/products/${answer.product_id}`),
  });
  const [askArchive, setAskArchive] = useState(false);
  const archive = useSellerMutation('productsArchive', {
    success: (answer) => t.archivedDone(answer.name),
    invalidates: ['productsList', 'dashboard'],
    onSuccess: () => router.push('/seller/products?archived=1'),
  });

  const errors = fieldErrorsOf(save.error);
  const set = (key: keyof Form) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => setForm({ ...form, [key]: e.target.value });
  /** A field's value, its change and its refusal, for a kit field. */
  const bind = (key: keyof Form) => ({ value: form[key], onChange: set(key), error: errors[key] });
  const optional = (options: { id: number; name: string }[]) => [['', t.none_] as const, ...options.map((o) => [String(o.id), o.name] as const)];

  function submit() {
    const { category_id, subcategory_id } = shelfOf(form.shelf);
    save.mutate({
      product_id: product?.product_id,
      name: form.name,
      category_id: category_id ?? '',
      subcategory_id,
      brand_id: form.brand_id,
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
      gst_rate: Number(form.gst_rate),
      condition_grade: (form.condition_grade || null) as ConditionGrade | null,
      warranty_months: form.warranty_months.trim() || '0',
      box_contents: form.box_contents.trim() || null,
      specifications: Object.fromEntries(SPEC_KEYS.map((k) => [k, form[specField(k)].trim() || null])),
      other_information: Object.fromEntries(OTHER_INFO_KEYS.map((k) => [k, form[otherField(k)].trim() || null])),
      barcode: form.barcode.trim() || null,
      low_stock_at: form.low_stock_at.trim() || null,
      ...Object.fromEntries(PACKAGE_KEYS.map((k) => [k, form[k].trim() || null])),
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <Link href="/seller/products" className="text-sm underline">{t.backToProducts}</Link>
      <PageTitle>{product ? t.editHeading(product.name) : t.newHeading}</PageTitle>
      {product && (
        <div className="flex flex-wrap items-center gap-4">
          <ButtonLink kind="link" href={routes.product(product.name_url, product.product_id)} prefetch={false} data-testid="product-page-link">
            {t.view}
          </ButtonLink>
          <Button kind="secondary" disabled={duplicate.isPending} onClick={() => duplicate.mutate({ product_id: product.product_id })}>
            {t.duplicate}
          </Button>
          {!askArchive && (
            <Button kind="danger" onClick={() => setAskArchive(true)}>
              {t.archive}
            </Button>
          )}
        </div>
      )}
      {product && askArchive && (
        <div role="alertdialog" aria-labelledby="archive-ask" className="flex flex-col gap-3 rounded-xl border border-red-800/40 bg-red-50 p-4 text-sm">
          <p id="archive-ask">{t.archiveAsk(product.name)}</p>
          <span className="flex gap-3">
            <Button kind="danger" disabled={archive.isPending} onClick={() => archive.mutate({ product_id: product.product_id })}>
              {t.archiveYes}
            </Button>
            <Button kind="secondary" onClick={() => setAskArchive(false)}>
              {t.keep}
            </Button>
          </span>
        </div>
      )}
      <form
        className="grid grid-cols-1 gap-3 rounded-xl border border-black/15 bg-white p-4 desk:grid-cols-3"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TextField label={f.name} {...bind('name')} required maxLength={200} className="desk:col-span-3" />
        <Field label={f.category} hint={t.categoryHint} error={errors.category_id ?? errors.subcategory_id} className="desk:col-span-2">
          <Select aria-label={f.category} value={form.shelf} onChange={set('shelf')} required aria-invalid={errors.category_id || errors.subcategory_id ? true : undefined}>
            <option value="" />
            {categoryTree(offer).map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.choices.map((choice) => (
                  <option key={choice.value} value={choice.value}>{choice.label}</option>
                ))}
              </optgroup>
            ))}
          </Select>
        </Field>
        <SelectField label={f.brand} aria-label={f.brand} {...bind('brand_id')} required options={[['', ''], ...offer.brands.map((b) => [String(b.id), b.name] as const)]} />
        <TextField label={f.mrp} {...bind('mrp')} required inputMode="decimal" />
        <TextField label={f.sellingPrice} {...bind('selling_price')} required inputMode="decimal" />
        <TextField
          label={f.stock} {...bind('stock')} required inputMode="numeric"
          {...(product?.sold_by_unit ? { readOnly: true, value: String(product.stock), title: sellerTexts.units.stockFromUnits } : {})}
        />
        <TextField label={f.allowed} {...bind('no_of_quantity_allowed')} inputMode="numeric" />
        <TextField label={f.dealPrice} {...bind('deal_price')} inputMode="decimal" />
        <TextField label={f.dealEndsAt} {...bind('deal_ends_at')} type="datetime-local" />
        <SelectField label={f.ageGroup} aria-label={f.ageGroup} {...bind('age_group_id')} options={optional(offer.age_groups)} />
        <SelectField label={f.gender} aria-label={f.gender} {...bind('gender')} options={[['', t.none_], ...GENDERS.map((g) => [g, g] as const)]} />
        <TextField label={f.sku} {...bind('sku_no')} maxLength={60} />
        <TextField label={f.hsn} {...bind('hsn')} inputMode="numeric" maxLength={8} />
        <SelectField label={f.gstRate} aria-label={f.gstRate} {...bind('gst_rate')} options={GST_RATES.map((r) => [String(r), `${r}%`] as const)} />
        <SelectField
          label={c.grade} aria-label={c.grade} {...bind('condition_grade')}
          options={[['', c.notGraded], ...CONDITION_GRADES.map((g) => [g, texts.productCondition.grades[g]] as const)]}
        />
        <TextField label={c.warrantyMonths} {...bind('warranty_months')} inputMode="numeric" maxLength={2} />
        <Field label={c.boxContents} error={errors.box_contents}>
          <Textarea aria-label={c.boxContents} value={form.box_contents} onChange={set('box_contents')} rows={3} aria-invalid={errors.box_contents ? true : undefined} />
        </Field>
        <TextField
          label={d.lowStockAt} {...bind('low_stock_at')} hint={d.lowStockHint(offer.low_stock_default)}
          inputMode="numeric" maxLength={4} placeholder={String(offer.low_stock_default)}
        />
        <fieldset className="grid grid-cols-1 gap-3 rounded-lg border border-black/15 p-3 desk:col-span-3 desk:grid-cols-3">
          <legend className="px-1 font-semibold">{d.specsHeading}</legend>
          <p className="text-sm text-neutral-700 desk:col-span-3">{d.specsNote}</p>
          {SPEC_TEXT_KEYS.map((k) => <TextField key={k} label={specLabels[k]} {...bind(specField(k))} maxLength={MAX_INFO_TEXT} />)}
          {SPEC_DIMENSION_KEYS.map((k) => <TextField key={k} label={specLabels[k]} {...bind(specField(k))} inputMode="decimal" />)}
        </fieldset>
        <fieldset className="grid grid-cols-1 gap-3 rounded-lg border border-black/15 p-3 desk:col-span-3 desk:grid-cols-4">
          <legend className="px-1 font-semibold">{d.packageHeading}</legend>
          <p className="text-sm text-neutral-700 desk:col-span-4">{d.packageNote}</p>
          {PACKAGE_KEYS.map((k) => <TextField key={k} label={d.packageLabels[k]} {...bind(k)} inputMode="decimal" maxLength={9} />)}
        </fieldset>
        <fieldset className="grid grid-cols-1 gap-3 rounded-lg border border-black/15 p-3 desk:col-span-3 desk:grid-cols-3">
          <legend className="px-1 font-semibold">{d.otherHeading}</legend>
          <p className="text-sm text-neutral-700 desk:col-span-3">{d.otherNote}</p>
          <TextField label={d.barcode} {...bind('barcode')} maxLength={MAX_BARCODE} />
          {OTHER_INFO_KEYS.map((k) => <TextField key={k} label={otherLabels[k]} {...bind(otherField(k))} maxLength={MAX_INFO_TEXT} />)}
        </fieldset>
        <Field label={f.description} error={errors.description} className="desk:col-span-3">
          <Textarea aria-label={f.description} value={form.description} onChange={set('description')} rows={5} aria-invalid={errors.description ? true : undefined} />
        </Field>
        <div className="desk:col-span-3">
          <Button type="submit" disabled={save.isPending} className="w-full desk:w-fit">
            {t.save}
          </Button>
        </div>
      </form>
      <ProductPictures productId={product?.product_id ?? null} pictures={product?.pictures ?? []} />
    </div>
  );
}
