// Pincode lookup (address form) and delivery check (product page).
import { store } from '@/lib/config';
import { deliveryEstimate, lookupPincode } from '@/lib/delivery/pincodes';
import { ShopError } from '@/lib/errors';
import type { HandlerTable } from '../handler';

export const PINCODE_NOT_FOUND = 'Pincode not found.';

export const locationHandlers: HandlerTable = {
  async pincodeLookup({ zip_code }, { database }) {
    const match = await lookupPincode(database.db, zip_code);
    // The address form reads data[0]; an unknown pincode is a 404 with an empty list.
    if (!match) throw new ShopError('not_found', PINCODE_NOT_FOUND, { data: [] });
    return { data: [match] };
  },

  async deliveryStatus({ pincode }, { database }) {
    // Null data for an invalid (or unserved) pincode, never an error.
    return { data: await deliveryEstimate(database.db, store.storeId, pincode.trim()) };
  },
};

