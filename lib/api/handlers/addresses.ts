// store/*address*: the session customer's delivery addresses (lib/addresses).
import { calls, type CallName } from '@/lib/contract';
import { addAddress, findAddress, listAddresses, removeAddress, updateAddress } from '@/lib/addresses/addresses';
import type { HandlerTable } from '../handler';
import { cartOwner as customerOwner } from './cart';

const message = (name: CallName) => calls[name].message!;

export const addressHandlers: HandlerTable = {
  async addressList({ customer_id }, ctx) {
    return { message: message('addressList'), payload_addressList: await listAddresses(ctx.database.db, await customerOwner(ctx, customer_id)) };
  },
  async addressDetail({ customer_id, address_id }, ctx) {
    return { message: message('addressDetail'), payload_addressDetail: await findAddress(ctx.database.db, await customerOwner(ctx, customer_id), address_id) };
  },
  async addToAddress({ customer_id, company_id: _c, store_id: _s, ...fields }, ctx) {
    return { message: message('addToAddress'), payload: await addAddress(ctx.database.db, await customerOwner(ctx, customer_id), fields) };
  },
  async updateToAddress({ customer_id, address_id, company_id: _c, store_id: _s, ...fields }, ctx) {
    return { message: message('updateToAddress'), payload: await updateAddress(ctx.database.db, await customerOwner(ctx, customer_id), address_id, fields) };
  },
  async removeToAddress({ customer_id, address_id }, ctx) {
    await removeAddress(ctx.database.db, await customerOwner(ctx, customer_id), address_id);
    return { message: message('removeToAddress') };
  },
};
