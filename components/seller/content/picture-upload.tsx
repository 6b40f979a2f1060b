'use client';
// "Upload a new picture" beside a content form's picture picker
// (docs/rules/content.md#uploaded-pictures): the file goes up on its own (base64), the
// server converts and stores it and answers its path, which the form then uses; the
// banner or store shows it once the form is saved. A refused file gets the server's
// reason as the console's error notice.
import { useRef, useState } from 'react';
import type { PicturePurpose } from '@/lib/content/content-types';
import { BANNER_FIT, STORE_PHOTO_FIT } from '@/lib/pictures/limits';
import { useSellerMutation } from '@/lib/client/seller/hooks';
import { fieldErrorsOf } from '@/lib/client/seller/http';
import { pictureData } from '@/lib/client/seller/picture-file';
import { sellerTexts } from '@/lib/texts/seller';
import { Field } from '../kit/field';

const t = sellerTexts.contentPictures;

export function PictureUpload({ purpose, onUploaded }: { purpose: PicturePurpose; onUploaded: (path: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  // A file refused before it is sent (too large), shown under the field as the server's refusal is.
  const [refused, setRefused] = useState<string>();
  const fit = purpose === 'banner' ? BANNER_FIT : STORE_PHOTO_FIT;
  // The upload changes no view the console holds: a picture is the shop's own once a saved banner or store uses it.
  const upload = useSellerMutation('contentUploadPicture', {
    success: t.uploaded,
    onSuccess: (picture) => onUploaded(picture.path),
  });

  async function send(file: File) {
    setRefused(undefined);
    try {
      upload.mutate({ purpose, data: await pictureData(file) });
    } catch (error) {
      setRefused(error instanceof Error ? error.message : String(error));
    } finally {
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div>
      <Field label={t.upload} hint={t.hint(fit.maxWidth, fit.maxHeight)} error={refused ?? fieldErrorsOf(upload.error).data}>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          disabled={upload.isPending}
          className="mt-1 block w-full font-normal"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void send(file);
          }}
        />
      </Field>
      {upload.isPending && <p role="status" className="mt-1 text-sm">{t.uploading}</p>}
    </div>
  );
}
