// Seller calls of GSTR-1 (lib/gst/, docs/rules/gst.md): the owner's view of a tax
// period's return, and marking a period as filed.
import { z } from 'zod';
import { sellerClientCalls as paths } from '@/lib/client/seller/call-table';
import type { Gstr1View } from '@/lib/gst/types';
import { OWNER, sellerCall } from './call';

/** A tax period as the GST portal writes it: MMYYYY. */
export const zTaxPeriod = z.string('must be a tax period MMYYYY, e.g. 112026').trim().regex(/^(0[1-9]|1[0-2])20\d{2}$/, 'must be a tax period MMYYYY, e.g. 112026');

export const gstCalls = {
  gstGstr1: sellerCall<Gstr1View>()({
    ...paths.gstGstr1, roles: OWNER,
    request: z.object({ period: zTaxPeriod }),
  }),
  gstFilePeriod: sellerCall<Gstr1View>()({
    ...paths.gstFilePeriod, roles: OWNER,
    request: z.object({ period: zTaxPeriod }),
  }),
} as const;
