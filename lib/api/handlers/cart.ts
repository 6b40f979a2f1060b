// store/*Tocart*: the logged-in shopper's server cart (lib/cart/server-cart.ts). The
// cart is always the session customer's; cart_id and customer_id in a request only
// have to agree with the session, they never choose the cart.
import { calls, type CallName } from '@/lib/contract';
import { store } from '@/lib/config';
import type { HandlerContext } from '@/lib/api/context';
import { requireCustomer } from '@/lib/auth/session';
import { mergeLines, parseCartJson, readCart, removeLine, replaceLines, setLine, type Owner } from '@/lib/cart/server-cart';
import type { HandlerTable } from '../handler';

const message = (name: CallName) => calls[name].message!;

export async function cartOwner(ctx: HandlerContext, claimedCustomerId?: number): Promise<Owner> {
  const customer = await requireCustomer(ctx, claimedCustomerId);
  return { companyId: store.companyId, storeId: store.storeId, customerId: customer.customer_id };
}

export const cartHandlers: HandlerTable = {
  async addToCart({ customer_id, product_id, quantity }, ctx) {
    const cart = await setLine(ctx.database, await cartOwner(ctx, customer_id), { product_id, quantity }, false);
    return { message: message('addToCart'), payload_addTocart: cart.lines };
  },
  async cartList({ customer_id }, ctx) {
    const cart = await readCart(ctx.database.db, await cartOwner(ctx, customer_id));
    return { message: message('cartList'), payload_cartList: cart?.lines ?? [], payload_cartList_id: cart?.cartId ?? null };
  },
  async updateToCart({ customer_id, product_id, quantity }, ctx) {
    const cart = await setLine(ctx.database, await cartOwner(ctx, customer_id), { product_id, quantity }, true);
    return { message: message('updateToCart'), payload_cartList: cart.lines };
  },
  async removeToCart({ customer_id, product_id }, ctx) {
    const cart = await removeLine(ctx.database, await cartOwner(ctx, customer_id), product_id);
    return { message: message('removeToCart'), payload_cartList: cart.lines };
  },
  async addToCartMultiple({ customer_id, cartJson }, ctx) {
    const owner = await cartOwner(ctx, customer_id);
    const cart = await mergeLines(ctx.database, owner, parseCartJson(cartJson));
    return { message: message('addToCartMultiple'), payload_cartList_items: cart.lines, payload_cartList_id: cart.cartId };
  },
  async updateToCartMultiple({ customer_id, cartJson }, ctx) {
    const owner = await cartOwner(ctx, customer_id);
    const cart = await replaceLines(ctx.database, owner, parseCartJson(cartJson));
    return { message: message('updateToCartMultiple'), payload_cartList_items: cart.lines, payload_cartList_id: cart.cartId };
  },
};
