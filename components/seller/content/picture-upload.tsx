'use client';
// "Upload a new picture" beside a content form's picture picker
// (docs/rules/content.md#uploaded-pictures): the file goes up on its own (base64), the
// server converts and stores it and answers its path, which the form then uses; the
// banner or store shows it once the form is saved. A refused file shows the server's reason.
import { useRef, useState } from 'react';
import type { PicturePurpose } from '@/lib/content/content-types';
import { BANNER_FIT, STORE_PHOTO_FIT } from '@/lib/pictures/limits';
import { sellerCall } from '@/lib/client/seller/http';
import { pictureData } from '@/lib/client/seller/picture-file';
import { toast } from '@/lib/client/toast';
import { sellerTexts } from '@/lib/texts/seller';

const t = sellerTexts.contentPictures;

export function PictureUpload({ id, purpose, onUploaded }: { id: string; purpose: PicturePurpose; onUploaded: (path: string) => void }) {
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const fit = purpose === 'banner' ? BANNER_FIT : STORE_PHOTO_FIT;

  async function upload(file: File) {
    setBusy(true);
    try {
      const answer = await sellerCall('contentUploadPicture', { purpose, data: await pictureData(file) });
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
