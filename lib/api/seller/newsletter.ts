// Seller calls of the newsletter.
import { subscriberCounts } from '@/lib/newsletter/newsletter';
import type { SellerHandlerTable } from '../seller-handler';

export const newsletterHandlers: SellerHandlerTable = {
  newsletterSummary: async (_input, ctx) => ({ payload: await subscriberCounts(ctx.database.db) }),
};
