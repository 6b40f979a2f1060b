// Seller calls of the store's brands (lib/products/brands.ts; docs/rules/products.md#brands):
// owner and manager list them and add or change one (name and logo).
import { z } from 'zod';
import { zId } from '@/lib/contract';
import { sellerClientCalls as paths } from '@/lib/client/seller/call-table';
import type { BrandRow } from '@/lib/products/types';
import { MANAGERS, sellerCall } from './call';
import { PICTURE_BODY_BYTES, zBoolean, zPictureData, zText } from './fields';

export const brandCalls = {
  brandsList: sellerCall<{ brands: BrandRow[] }>()({
    ...paths.brandsList, roles: MANAGERS,
    request: z.object({}),
  }),
  // A new logo comes as its file, base64 in `logo_data` (read only once the staff session
  // and role are checked); `remove_logo` takes the logo away; neither keeps it.
  brandsSave: sellerCall<{ brand: BrandRow; brands: BrandRow[] }>()({
    ...paths.brandsSave, roles: MANAGERS, maxBodyBytes: PICTURE_BODY_BYTES,
    request: z.object({
      brand_id: zId.optional(),
      name: zText(100),
      logo_data: zPictureData.optional(),
      remove_logo: zBoolean.optional(),
    }),
  }),
} as const;
