// Product reviews (docs/rules/catalogue.md#reviews): the list the Customer Reviews modal shows,
// newest first, and a logged-in customer's review of a product. One review per customer
// per product; adding one recomputes the product's average rating and review count in
// the same transaction, so the product row never disagrees with its reviews.
import 'server-only';
import { ShopError } from '@/lib/errors';
import type { Rating } from './types';
import { writeTransaction, type DB, type OpenedDatabase } from '@/lib/db';
import { texts } from '@/lib/texts';
import { averageRating } from './summary';

export interface ReviewAuthor {
  companyId: number;
  storeId: number;
  customerId: number;
  name: string;
}

export interface NewReview {
  productId: number;
  rating: number;
  review: string;
}

/** Shown for a reviewer who has not told us their name (OTP sign-ups start nameless). */
export const ANONYMOUS_REVIEWER = 'Customer';

async function productExists(db: DB, storeId: number, productId: number): Promise<boolean> {
  const row = await db.selectFrom('products').select('id').where('id', '=', productId).where('store_id', '=', storeId).executeTakeFirst();
  return row !== undefined;
}

/** A product's reviews, newest first; a 404 when the store has no such product. */
export async function listReviews(db: DB, storeId: number, productId: number, limit: number): Promise<Rating[]> {
  if (!(await productExists(db, storeId, productId))) throw new ShopError('not_found', texts.productNotFound);
  const rows = await db
    .selectFrom('reviews')
    .select(['rating', 'review', 'name', 'customer_id', 'created_at'])
    .where('product_id', '=', productId)
    .where('store_id', '=', storeId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    rating: Number(r.rating),
    review: r.review,
    name: r.name,
    customer_id: r.customer_id === null ? null : Number(r.customer_id),
    created_at: r.created_at,
  }));
}

/**
 * Stores the author's review of a product and updates the product's total_rating
 * (average, one decimal) and review_count, all in one transaction. A second review of
 * the same product by the same customer is a 409 and changes nothing.
 */
export async function addReview(database: OpenedDatabase, author: ReviewAuthor, input: NewReview): Promise<void> {
  await writeTransaction(database, async (tx) => {
    // Lock the product row (PostgreSQL) so two reviews at once both count in the average.
    let product = tx.selectFrom('products').select('id').where('id', '=', input.productId).where('store_id', '=', author.storeId);
    if (database.dialect === 'postgres') product = product.forUpdate();
    if (!(await product.executeTakeFirst())) throw new ShopError('not_found', texts.productNotFound);

    const inserted = await tx
      .insertInto('reviews')
      .values({
        company_id: author.companyId,
        store_id: author.storeId,
        product_id: input.productId,
        customer_id: author.customerId,
        name: author.name.trim() || ANONYMOUS_REVIEWER,
        rating: input.rating,
        review: input.review.trim(),
      })
      .onConflict((oc) => oc.columns(['product_id', 'customer_id']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw new ShopError('conflict', texts.reviewAlreadySubmitted);

    const totals = await tx
      .selectFrom('reviews')
      .select((eb) => [eb.fn.sum<number>('rating').as('sum'), eb.fn.countAll<number>().as('count')])
      .where('product_id', '=', input.productId)
      .where('store_id', '=', author.storeId)
      .executeTakeFirstOrThrow();
    const count = Number(totals.count);
    await tx
      .updateTable('products')
      .set({ total_rating: averageRating(Number(totals.sum), count), review_count: count })
      .where('id', '=', input.productId)
      .execute();
  });
}
