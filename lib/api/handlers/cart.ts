// store/*Tocart*: the logged-in shopper's server cart (lib/cart/server-cart.ts). The
// cart is always the session customer's (the dispatcher checks the session); cart_id
// and customer_id in a request only have to agree with it, they never choose the cart.
import { mergeLines, parseCartJson, readCart, removeLine, replaceLines, setLine } from '@/lib/cart/server-cart';
import { ownerOf, type HandlerTable } from '../handler';

export const cartHandlers: HandlerTable = {
  async addToCart({ product_id, quantity, unit_id, unit_grade }, { database, customer }) {
    const cart = await setLine(database, ownerOf(customer), { product_id, quantity, unit_id, unit_grade: unit_id ? null : unit_grade }, false);
    return { payload_addTocart: cart.lines };
  },
  async cartList(_input, { database, customer }) {
    const cart = await readCart(database.db, ownerOf(customer));
    return { payload_cartList: cart?.lines ?? [], payload_cartList_id: cart?.cartId ?? null };
  },
  async updateToCart({ product_id, quantity }, { database, customer }) {
    const cart = await setLine(database, ownerOf(customer), { product_id, quantity }, true);
    return { payload_cartList: cart.lines };
  },
  async removeToCart({ product_id }, { database, customer }) {
    const cart = await removeLine(database, ownerOf(customer), product_id);
    return { payload_cartList: cart.lines };
  },
  async addToCartMultiple({ cartJson }, { database, customer }) {
    const cart = await mergeLines(database, ownerOf(customer), parseCartJson(cartJson));
    return { payload_cartList_items: cart.lines, payload_cartList_id: cart.cartId };
  },
  async updateToCartMultiple({ cartJson }, { database, customer }) {
    const cart = await replaceLines(database, ownerOf(customer), parseCartJson(cartJson));
    return { payload_cartList_items: cart.lines, payload_cartList_id: cart.cartId };
  },
};
