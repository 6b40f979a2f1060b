'use client';
// A picture file chosen in the console, ready for an upload call (products/upload-picture,
// content/upload-picture): refused here when over the size limit, so a large file is not
// sent only to be refused; otherwise read as a base64 data URL. The server checks again
// (lib/pictures/store.ts).
import { PICTURE_MAX_BYTES } from '@/lib/pictures/limits';
import { sellerTexts } from '@/lib/texts/seller';

export async function pictureData(file: File): Promise<string> {
  if (file.size > PICTURE_MAX_BYTES) throw new Error(sellerTexts.pictures.tooLarge((file.size / 1024 / 1024).toFixed(1), PICTURE_MAX_BYTES / 1024 / 1024));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
