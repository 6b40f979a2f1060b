// Seller calls of the newsletter (lib/newsletter/newsletter.ts; docs/rules/newsletter.md).
// The list itself downloads as CSV from /seller/newsletter/subscribers.csv.
import { z } from 'zod';
import { sellerClientCalls as paths } from '@/lib/client/seller/call-table';
import { MANAGERS, sellerCall } from './call';

export const newsletterCalls = {
  newsletterSummary: sellerCall<{ subscribed: number; unsubscribed: number }>()({
    ...paths.newsletterSummary, roles: MANAGERS,
    request: z.object({}),
  }),
};
