'use client';
// "Upload a new picture" beside a content form's picture picker
// (docs/rules/content.md#uploaded-pictures): the file goes up on its own (base64), the
// server converts and stores it and answers its path, which the form then uses; the
// banner or store shows it once the form is saved. A refused file shows the server's reason.
import { useRef, useState } from 'react';
import type { PicturePurpose } from '@/lib/content/content-types';
import { BANNER_FIT, PICTURE_MAX_BYTES, STORE_PHOTO_FIT } from '@/lib/pictures/limits';
import { sellerCall } from '@/lib/client/seller/http';
import { toast } from '@/lib/client/toast';
import { texts } from '@/lib/texts';

const t = texts.seller.contentPictures;

function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

export function PictureUpload({ id, purpose, onUploaded }: { id: string; purpose: PicturePurpose; onUploaded: (path: string) => void }) {
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const fit = purpose === 'banner' ? BANNER_FIT : STORE_PHOTO_FIT;

  async function upload(file: File) {
    setBusy(true);
    try {
      if (file.size > PICTURE_MAX_BYTES) throw new Error(texts.seller.pictures.tooLarge((file.size / 1024 / 1024).toFixed(1), PICTURE_MAX_BYTES / 1024 / 1024));
      const answer = await sellerCall('contentUploadPicture', { purpose, data: await base64Of(file) });
      onUploaded(answer.payload.path);
      toast.success(t.uploaded);
    } catch (error) {
      toast.error(t.uploadFailed, { description: error instanceof Error ? error.message : undefined });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id} className="font-semibold">{t.upload}</label>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif"
        disabled={busy}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <span id={`${id}-hint`} className="text-xs text-neutral-600">{t.hint(fit.maxWidth, fit.maxHeight)}</span>
      {busy && <span role="status">{t.uploading}</span>}
    </div>
  );
}
