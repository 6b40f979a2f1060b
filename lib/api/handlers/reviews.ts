// store/reviews and store/reviews/add (SPEC section 7): a product's reviews, newest
// first, and the session customer's review of a product (lib/reviews). A review is
// always the logged-in customer's own: a body customer_id naming someone else is a 401.
// Posts are rate-limited per client address and per customer (lib/auth/rate-limit).
import { calls } from '@/lib/contract';
import { store } from '@/lib/config';
import { requireCustomer } from '@/lib/auth/session';
import { enforceLimits } from '@/lib/auth/rate-limit';
import { texts } from '@/lib/texts';
import { addReview, listReviews } from '@/lib/reviews/reviews';
import { expireCallCache } from '../cache';
import type { HandlerTable } from '../handler';

export const reviewHandlers: HandlerTable = {
  async getReviews({ product_id, limit }, { database }) {
    return { data: await listReviews(database.db, store.storeId, product_id, limit) };
  },
  async submitReview({ customer_id, product_id, rating, review }, ctx) {
    const customer = await requireCustomer(ctx, customer_id);
    await enforceLimits([['reviewPerClient', ctx.clientIp], ['reviewPerAccount', String(customer.customer_id)]], texts.reviewTooManyPosts);
    await addReview(
      ctx.database,
      { companyId: store.companyId, storeId: store.storeId, customerId: customer.customer_id, name: customer.name },
      { productId: product_id, rating, review },
    );
    // The product page shows the ratings and the average: its cached detail is stale now.
    await expireCallCache(calls.productDetail.path);
    return { message: calls.submitReview.message! };
  },
};
