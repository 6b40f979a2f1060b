// The cart's rules (docs/rules/cart.md), as pure functions over a list of lines so the
// guest cart, the server cart and the tests share one implementation.
import type { ProductCard } from '@/lib/catalog/types';
import { storeIds } from '@/lib/store-ids';

/** A cart line (docs/rules/cart.md#cart-lines). */
export interface CartLine {
  company_id: number;
  store_id: number;
  product_id: number;
  image: string;
  product_name: string;
  name_url: string;
  no_of_quantity_allowed: number;
  is_hot_deals: number;
  stock: number;
  mrp: number;
  selling_price: number;
  deal_price: number | null;
  quantity: number;
  deal_type_id: number | null;
  cart_id?: number;
  /** A product sold by unit: the chosen unit, or any unit of a grade (docs/rules/units.md#choosing); its price is then the unit's. */
  unit_id?: number | null;
  unit_grade?: string | null;
  /** How the choice reads in the cart ("Unit #12 (Good)", "Any Good unit"). */
  unit_label?: string | null;
}

export type CartChange =
  | { ok: true; lines: CartLine[] }
  | { ok: false; reason: 'limit' | 'sold-out' | 'already-in-cart' | 'not-in-cart'; lines: CartLine[] };

/**
 * What a cart line is built from: the product fields the cart keeps. Cards and the product
 * page hand only these to the client (cartItemSeed), not the whole card or detail row.
 */
export type CartItemSeed = Pick<
  ProductCard,
  'product_id' | 'name' | 'name_url' | 'image' | 'no_of_quantity_allowed' | 'is_deal' | 'stock' | 'mrp' | 'selling_price' | 'deal_price' | 'deal_type_id'
>;

/** Just the seed's fields of a card or detail row (an object spread would keep them all). */
export function cartItemSeed(p: CartItemSeed): CartItemSeed {
  return {
    product_id: p.product_id, name: p.name, name_url: p.name_url, image: p.image, no_of_quantity_allowed: p.no_of_quantity_allowed,
    is_deal: p.is_deal, stock: p.stock, mrp: p.mrp, selling_price: p.selling_price, deal_price: p.deal_price, deal_type_id: p.deal_type_id,
  };
}

/** A unit choice as the product page offers it: the price and how many pieces it allows are the server's, shown on the page. */
export interface UnitChoiceSeed {
  unit_id: number | null;
  unit_grade: string | null;
  unit_label: string;
  price: number;
  available: number;
}

export function lineFromProduct(product: CartItemSeed, choice?: UnitChoiceSeed): CartLine {
  const line = lineOf(product);
  return choice
    ? { ...line, selling_price: choice.price, deal_price: null, stock: Math.min(line.stock, choice.available), unit_id: choice.unit_id, unit_grade: choice.unit_grade, unit_label: choice.unit_label }
    : line;
}

function lineOf(product: CartItemSeed): CartLine {
  return {
    company_id: storeIds.companyId,
    store_id: storeIds.storeId,
    product_id: product.product_id,
    image: product.image,
    product_name: product.name,
    name_url: product.name_url,
    no_of_quantity_allowed: product.no_of_quantity_allowed,
    is_hot_deals: product.is_deal,
    stock: product.stock,
    mrp: product.mrp,
    selling_price: product.selling_price,
    deal_price: product.deal_price,
    quantity: 1,
    deal_type_id: product.deal_type_id,
  };
}

/** The most of one line a shopper may hold: the allowance and the stock. */
export function maxQuantity(line: Pick<CartLine, 'no_of_quantity_allowed' | 'stock'>): number {
  return Math.max(0, Math.min(line.no_of_quantity_allowed, line.stock));
}

const isDeal = (line: CartLine) => line.is_hot_deals === 1 && line.deal_type_id != null;

/** Adds a product with quantity 1; a product already in the cart is left as it is. */
export function addLine(lines: CartLine[], line: CartLine): CartChange {
  if (lines.some((l) => l.product_id === line.product_id)) return { ok: false, reason: 'already-in-cart', lines };
  if (maxQuantity(line) < 1) return { ok: false, reason: 'sold-out', lines };
  return { ok: true, lines: [...lines, { ...line, quantity: 1 }] };
}

/**
 * Raises a line by one, up to its allowance and stock. For a deal, the quantities of
 * all deal lines of the same deal type together may not exceed the allowance.
 */
export function increase(lines: CartLine[], productId: number): CartChange {
  const line = lines.find((l) => l.product_id === productId);
  if (!line) return { ok: false, reason: 'not-in-cart', lines };
  if (line.quantity + 1 > maxQuantity(line)) return { ok: false, reason: 'limit', lines };
  if (isDeal(line)) {
    const dealTotal = lines
      .filter((l) => isDeal(l) && l.deal_type_id === line.deal_type_id)
      .reduce((sum, l) => sum + l.quantity, 0);
    if (dealTotal + 1 > line.no_of_quantity_allowed) return { ok: false, reason: 'limit', lines };
  }
  return { ok: true, lines: lines.map((l) => (l.product_id === productId ? { ...l, quantity: l.quantity + 1 } : l)) };
}

/** Lowers a line by one; at zero the line goes. */
export function decrease(lines: CartLine[], productId: number): CartChange {
  const line = lines.find((l) => l.product_id === productId);
  if (!line) return { ok: false, reason: 'not-in-cart', lines };
  if (line.quantity <= 1) return removeLine(lines, productId);
  return { ok: true, lines: lines.map((l) => (l.product_id === productId ? { ...l, quantity: l.quantity - 1 } : l)) };
}

export function removeLine(lines: CartLine[], productId: number): CartChange {
  if (!lines.some((l) => l.product_id === productId)) return { ok: false, reason: 'not-in-cart', lines };
  return { ok: true, lines: lines.filter((l) => l.product_id !== productId) };
}

/** Subtotal = sum of quantity x selling_price, summed in paise to avoid float drift. */
export function subtotal(lines: CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.quantity * Math.round(l.selling_price * 100), 0) / 100;
}
