// The seller's ids (./config.ts takes them into `store`). A module of its own, without the
// rest of the config, for the browser's cart and login calls.
import { envNumber } from './env';

export const storeIds = {
  companyId: envNumber('STORE_COMPANY_ID', 191),
  storeId: envNumber('STORE_STORE_ID', 139),
} as const;
