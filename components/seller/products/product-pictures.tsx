'use client';
// A product's pictures in the console (docs/rules/products.md#pictures): add several
// (each file is sent on its own, base64, and converted by the server), then reorder,
// remove and give each its alt text, saved together with "Save pictures". A refused file
// shows the server's reason; the others still go up. A new product gets its pictures
// once it is saved (an upload needs its id).
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { ProductPicture } from '@/lib/products/pictures';
import { fieldErrorsOf, sellerCall } from '@/lib/client/seller/http';
import { pictureData } from '@/lib/client/seller/picture-file';
import { toast } from '@/lib/client/toast';
import { sellerTexts } from '@/lib/texts/seller';

const t = sellerTexts.pictures;
const inputClass = 'rounded-lg border border-black/25 px-3 py-2 text-base';
const buttonClass = 'rounded-lg border border-black/30 px-2.5 py-1 text-sm font-semibold disabled:opacity-40';

export function ProductPictures({ productId, pictures: initial }: { productId: number | null; pictures: ProductPicture[] }) {
  const [pictures, setPictures] = useState(initial);
  const [dirty, setDirty] = useState(false);
  const [uploading, setUploading] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const save = useMutation({
    mutationFn: () => sellerCall('productsSavePictures', { product_id: productId!, pictures }),
    onSuccess: (answer) => {
      setPictures(answer.payload.pictures);
      setDirty(false);
      toast.success(t.saved);
    },
    onError: (error) => toast.error(t.failed, { description: error instanceof Error ? error.message : undefined }),
  });
  const errors = fieldErrorsOf(save.error);

  async function upload(files: File[]) {
    let added = 0;
    for (const file of files) {
      setUploading(file.name);
      try {
        const answer = await sellerCall('productsUploadPicture', { product_id: productId!, data: await pictureData(file) });
        const picture = answer.payload.picture;
        // Keep this form's unsaved order and alt texts; the new picture goes last.
        setPictures((list) => (list.some((p) => p.src === picture.src) ? list : [...list, picture]));
        added++;
      } catch (error) {
        toast.error(t.uploadFailed(file.name), { description: error instanceof Error ? error.message : undefined });
      }
    }
    setUploading(null);
    if (fileInput.current) fileInput.current.value = '';
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
    <section aria-labelledby="pictures-heading" className="flex flex-col gap-3 rounded-xl border border-black/15 bg-white p-4">
      <h2 id="pictures-heading" className="text-lg font-bold">{t.heading}</h2>
      {productId === null ? (
        <p className="text-sm">{t.saveFirst}</p>
      ) : (
        <>
          <p className="text-sm text-muted">{t.note}</p>
          {pictures.length === 0 && <p className="text-sm">{t.none}</p>}
          <ol className="flex flex-col gap-3" data-testid="product-pictures">
            {pictures.map((picture, i) => {
              const n = i + 1;
              const altId = `picture-alt-${i}`;
              const error = errors[`pictures.${i}.src`] ?? errors[`pictures.${i}.alt`];
              return (
                <li key={picture.src} className="flex flex-wrap items-start gap-3 border-b border-black/10 pb-3 last:border-0">
                  {/* The console shows the stored picture as it is; no resizing needed for a thumbnail. */}
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  <img src={picture.src} alt="" width={96} height={96} className="h-24 w-24 rounded border border-black/10 object-contain" />
                  <div className="flex min-w-60 flex-1 flex-col gap-1 text-sm">
                    <label htmlFor={altId} className="font-semibold">{t.alt(n)}</label>
                    <input
                      id={altId}
                      value={picture.alt}
                      maxLength={200}
                      onChange={(e) => change(pictures.map((p, j) => (j === i ? { ...p, alt: e.target.value } : p)))}
                      className={inputClass}
                    />
                    {error && <span className="text-red-800">{error}</span>}
                  </div>
                  <div className="flex gap-2">
                    <button type="button" className={buttonClass} disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={t.moveUp(n)}>↑</button>
                    <button type="button" className={buttonClass} disabled={i === pictures.length - 1} onClick={() => move(i, i + 1)} aria-label={t.moveDown(n)}>↓</button>
                    <button type="button" className={`${buttonClass} text-red-800`} onClick={() => change(pictures.filter((_, j) => j !== i))} aria-label={t.remove(n)}>✕</button>
                  </div>
                </li>
              );
            })}
          </ol>
          <p className="text-xs text-muted">{t.altHint}</p>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <label htmlFor="picture-files" className="font-semibold">{t.choose}</label>
            <input
              ref={fileInput}
              id="picture-files"
              type="file"
              multiple
              accept="image/jpeg,image/png,image/webp,image/avif"
              disabled={uploading !== null}
              onChange={(e) => {
                const files = Array.from(e.target.files ?? []);
                if (files.length) void upload(files);
              }}
            />
            {uploading && <span role="status">{t.uploading(uploading)}</span>}
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              disabled={!dirty || save.isPending}
              onClick={() => save.mutate()}
              className="rounded-lg bg-primary-strong px-4 py-2 font-semibold text-white disabled:opacity-50"
            >
              {t.save}
            </button>
            {dirty && <span className="text-sm" role="status">{t.unsaved}</span>}
          </div>
        </>
      )}
    </section>
  );
}
