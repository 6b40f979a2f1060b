'use client';
// A product's pictures in the console (docs/rules/products.md#pictures): add several
// (each file is sent on its own, base64, and converted by the server), then reorder,
// remove and give each its alt text, saved together with "Save pictures". A refused file
// is listed with the server's reason; the others still go up. A new product gets its
// pictures once it is saved (an upload needs its id). Each answer's pictures are the
// product's in the cache too.
import { useRef, useState } from 'react';
import type { EditableProduct, ProductPicture } from '@/lib/products/types';
import { sellerKeys, useSellerMutation } from '@/lib/client/seller/hooks';
import { fieldErrorsOf } from '@/lib/client/seller/http';
import { pictureData } from '@/lib/client/seller/picture-file';
import { toast } from '@/lib/client/toast';
import { sellerTexts } from '@/lib/texts/seller';
import { Button } from '../kit/button';
import { Card } from '../kit/card';
import { Field, FormError, TextField } from '../kit/field';

const t = sellerTexts.pictures;

/** The product's cached view with these pictures (the first is the one lists show). */
const withPictures = (pictures: ProductPicture[]) => (view: { product: EditableProduct } | undefined) =>
  view && { product: { ...view.product, pictures, image: pictures[0]?.src ?? '' } };

export function ProductPictures({ productId, pictures: initial }: { productId: number | null; pictures: ProductPicture[] }) {
  const [pictures, setPictures] = useState(initial);
  const [dirty, setDirty] = useState(false);
  const [uploading, setUploading] = useState<string | null>(null);
  const [refused, setRefused] = useState<{ file: string; reason: string }[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const productKey = sellerKeys.of('productsGet', { product_id: productId ?? 0 });

  const uploadOne = useSellerMutation('productsUploadPicture', {
    success: false,
    // Shown beside the file input, with the file's name.
    quietErrors: true,
    put: (answer) => [[productKey, withPictures(answer.pictures)]],
    invalidates: ['productsList', 'dashboard'],
  });
  const save = useSellerMutation('productsSavePictures', {
    success: t.saved,
    put: (answer) => [[productKey, withPictures(answer.pictures)]],
    invalidates: ['productsList', 'dashboard'],
    onSuccess: (answer) => {
      setPictures(answer.pictures);
      setDirty(false);
    },
  });
  const errors = fieldErrorsOf(save.error);

  async function upload(files: File[]) {
    let added = 0;
    const failed: { file: string; reason: string }[] = [];
    for (const file of files) {
      setUploading(file.name);
      try {
        const answer = await uploadOne.mutateAsync({ product_id: productId!, data: await pictureData(file) });
        const picture = answer.payload.picture;
        // Keep this form's unsaved order and alt texts; the new picture goes last.
        setPictures((list) => (list.some((p) => p.src === picture.src) ? list : [...list, picture]));
        added++;
      } catch (error) {
        failed.push({ file: file.name, reason: error instanceof Error ? error.message : '' });
      }
    }
    setUploading(null);
    setRefused(failed);
    if (fileInput.current) fileInput.current.value = '';
    // One notice for the files that went up together.
    if (added > 0) toast.success(t.uploaded(added));
  }

  const change = (next: ProductPicture[]) => {
    setPictures(next);
    setDirty(true);
  };
  const move = (from: number, to: number) => {
    const next = [...pictures];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    change(next);
  };

  return (
    <Card title={t.heading}>
      {productId === null ? (
        <p className="text-sm">{t.saveFirst}</p>
      ) : (
        <>
          <p className="text-sm text-muted">{t.note}</p>
          {pictures.length === 0 && <p className="text-sm">{t.none}</p>}
          <ol className="flex flex-col gap-3" data-testid="product-pictures">
            {pictures.map((picture, i) => {
              const n = i + 1;
              return (
                <li key={picture.src} className="flex flex-wrap items-start gap-3 border-b border-black/10 pb-3 last:border-0">
                  {/* The console shows the stored picture as it is; no resizing needed for a thumbnail. */}
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  <img src={picture.src} alt="" width={96} height={96} className="h-24 w-24 rounded border border-black/10 object-contain" />
                  <TextField
                    label={t.alt(n)} className="min-w-60 flex-1" value={picture.alt} maxLength={200}
                    error={errors[`pictures.${i}.src`] ?? errors[`pictures.${i}.alt`]}
                    onChange={(e) => change(pictures.map((p, j) => (j === i ? { ...p, alt: e.target.value } : p)))}
                  />
                  <div className="flex gap-2">
                    <Button kind="secondary" disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={t.moveUp(n)}>↑</Button>
                    <Button kind="secondary" disabled={i === pictures.length - 1} onClick={() => move(i, i + 1)} aria-label={t.moveDown(n)}>↓</Button>
                    <Button kind="danger" onClick={() => change(pictures.filter((_, j) => j !== i))} aria-label={t.remove(n)}>✕</Button>
                  </div>
                </li>
              );
            })}
          </ol>
          <p className="text-xs text-muted">{t.altHint}</p>
          <Field label={t.choose}>
            <input
              ref={fileInput}
              type="file"
              multiple
              accept="image/jpeg,image/png,image/webp,image/avif"
              disabled={uploading !== null}
              className="mt-1 block text-sm"
              onChange={(e) => {
                const files = Array.from(e.target.files ?? []);
                if (files.length) void upload(files);
              }}
            />
          </Field>
          {uploading && <p role="status" className="text-sm">{t.uploading(uploading)}</p>}
          <FormError>
            {refused.length > 0 && (
              <ul>
                {refused.map((r) => <li key={r.file}>{t.uploadRefused(r.file, r.reason)}</li>)}
              </ul>
            )}
          </FormError>
          <div className="flex flex-wrap items-center gap-3">
            <Button disabled={!dirty || save.isPending} onClick={() => save.mutate({ product_id: productId, pictures })}>
              {t.save}
            </Button>
            {dirty && <span className="text-sm" role="status">{t.unsaved}</span>}
          </div>
        </>
      )}
    </Card>
  );
}
