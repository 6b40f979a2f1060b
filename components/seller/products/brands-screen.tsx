'use client';
// The store's brands (docs/rules/products.md#brands): each with its logo, its page's
// address and how many products it has; owner and manager add one, and change a brand's
// name and logo (a new file, or none). The save answers every brand, which the list then
// shows; the product form's brand choice reads them again.
import Link from 'next/link';
import { useState } from 'react';
import type { BrandRow } from '@/lib/products/types';
import { sellerKeys, useSellerMutation, useSellerQuery, type ServerView } from '@/lib/client/seller/hooks';
import { fieldErrorsOf } from '@/lib/client/seller/http';
import { pictureData } from '@/lib/client/seller/picture-file';
import { sellerTexts } from '@/lib/texts/seller';
import { Button } from '../kit/button';
import { Card, PageTitle } from '../kit/card';
import { Checkbox, Field, TextField } from '../kit/field';

const t = sellerTexts.brands;

export function BrandsScreen({ initial }: { initial: ServerView<{ brands: BrandRow[] }> }) {
  const { data = initial.payload } = useSellerQuery('brandsList', {}, initial);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <Link href="/seller/products" className="text-sm underline">{t.backToProducts}</Link>
      <PageTitle aside={editing !== 'new' && <Button onClick={() => setEditing('new')}>{t.add}</Button>}>{t.title}</PageTitle>
      <p className="text-sm text-neutral-700">{t.note}</p>
      {editing === 'new' && <BrandForm brand={null} onDone={() => setEditing(null)} />}
      {data.brands.length === 0 ? (
        <p className="text-sm">{t.none}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-black/10 rounded-xl border border-black/15 bg-white">
          {data.brands.map((brand) => (
            <li key={brand.brand_id} data-testid="brand-row" className="flex flex-col gap-3 p-3 text-sm">
              <div className="flex flex-wrap items-center gap-3">
                {brand.logo ? (
                  // The console shows the stored logo as it is.
                  // eslint-disable-next-line @next/next/no-img-element
                  <img src={brand.logo} alt={t.currentLogo(brand.name)} width={96} height={40} className="h-10 w-24 object-contain" />
                ) : (
                  <span className="flex h-10 w-24 items-center justify-center rounded border border-dashed border-black/20 text-xs text-neutral-600">{t.noLogo}</span>
                )}
                <span className="flex-1">
                  <span className="font-semibold">{brand.name}</span>
                  <span className="text-neutral-600"> · {t.urlName(brand.name_url)} · {t.products(brand.products)}</span>
                </span>
                {editing !== brand.brand_id && (
                  <Button kind="secondary" aria-label={t.edit(brand.name)} onClick={() => setEditing(brand.brand_id)}>
                    {t.editButton}
                  </Button>
                )}
              </div>
              {editing === brand.brand_id && <BrandForm brand={brand} onDone={() => setEditing(null)} />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Adding a brand (brand null) or changing one: its name, and a new logo or none. */
function BrandForm({ brand, onDone }: { brand: BrandRow | null; onDone: () => void }) {
  const [name, setName] = useState(brand?.name ?? '');
  const [logo, setLogo] = useState<{ data: string } | { problem: string } | null>(null);
  const [removeLogo, setRemoveLogo] = useState(false);
  const save = useSellerMutation('brandsSave', {
    put: (answer) => [[sellerKeys.of('brandsList', {}), { brands: answer.brands }]],
    // The product form's brands, and the brand focus's choice of brands with a logo.
    invalidates: ['productsShelves', 'contentBrandOffers'],
    onSuccess: onDone,
  });
  const errors = fieldErrorsOf(save.error);
  const heading = brand ? t.edit(brand.name) : t.add;
  return (
    <Card title={heading}>
      <form
        aria-label={heading}
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (logo && 'problem' in logo) return;
          save.mutate({ brand_id: brand?.brand_id, name, logo_data: logo?.data, remove_logo: removeLogo && !logo ? true : undefined });
        }}
      >
        <TextField label={t.name} value={name} onChange={(e) => setName(e.target.value)} required maxLength={100} error={errors.name} />
        <Field label={t.logo} hint={t.logoHint} error={errors.logo_data ?? (logo && 'problem' in logo ? logo.problem : undefined)}>
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            className="mt-1 block"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              if (!file) return setLogo(null);
              try {
                setLogo({ data: await pictureData(file) });
              } catch (error) {
                setLogo({ problem: error instanceof Error ? error.message : String(error) });
              }
            }}
          />
        </Field>
        {brand?.logo && <Checkbox label={t.removeLogo} checked={removeLogo} onChange={(e) => setRemoveLogo(e.target.checked)} />}
        <span className="flex gap-3">
          <Button type="submit" disabled={save.isPending}>{t.save}</Button>
          <Button kind="secondary" onClick={onDone}>{t.cancel}</Button>
        </span>
      </form>
    </Card>
  );
}
