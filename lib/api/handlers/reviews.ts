// store/reviews and store/reviews/add: a product's reviews, newest
// first, and the session customer's review of a product (lib/reviews). A review is
// always the logged-in customer's own: a body customer_id naming someone else is a 401
// (checked by the dispatcher, as for every call the contract marks `auth`).
// Posts are rate-limited per client address and per customer (lib/auth/rate-limit).
import { store } from '@/lib/config';
import { enforceLimits } from '@/lib/auth/rate-limit';
import { texts } from '@/lib/texts';
import { addReview, listReviews } from '@/lib/reviews/reviews';
import { expireCacheTag } from '@/lib/cache';
import { PRODUCT_TAG } from '@/lib/catalog/data';
import type { HandlerTable } from '../handler';

export const reviewHandlers: HandlerTable = {
  async getReviews({ product_id, limit }, { database }) {
    return { data: await listReviews(database.db, store.storeId, product_id, limit) };
  },
  async submitReview({ product_id, rating, review }, ctx) {
    const customer = ctx.customer;
    await enforceLimits([['reviewPerClient', ctx.clientIp], ['reviewPerAccount', String(customer.customer_id)]], texts.reviewTooManyPosts);
    await addReview(
      ctx.database,
      { companyId: store.companyId, storeId: store.storeId, customerId: customer.customer_id, name: customer.name },
      { productId: product_id, rating, review },
    );
    // The product page shows the ratings and the average: its cached detail is stale now.
    await expireCacheTag(PRODUCT_TAG);
    return {};
  },
};
