// A product's deal rules (docs/rules/products.md): a deal price below the selling price
// and an end in the future. The product editor and the hot deals screen
// (lib/content/deals.ts) both check a deal with these.
import { sellerTexts } from '@/lib/texts/seller';

/** What is wrong with a deal, as the field and its message, or null. Amounts in rupees. */
export function dealProblem(sellingPrice: number, dealPrice: number, dealEndsAt: string | null | undefined, now = Date.now()): { field: 'deal_price' | 'deal_ends_at'; message: string } | null {
  if (dealPrice >= sellingPrice) return { field: 'deal_price', message: sellerTexts.products.dealNotLower };
  if (!dealEndsAt || Date.parse(dealEndsAt) <= now) return { field: 'deal_ends_at', message: sellerTexts.products.dealNeedsEnd };
  return null;
}
