// store/*address*: the session customer's delivery addresses (lib/addresses).
import { addAddress, findAddress, listAddresses, removeAddress, updateAddress } from '@/lib/addresses/addresses';
import { ownerOf, type HandlerTable } from '../handler';

export const addressHandlers: HandlerTable = {
  async addressList(_input, { database, customer }) {
    return { payload_addressList: await listAddresses(database.db, ownerOf(customer)) };
  },
  async addressDetail({ address_id }, { database, customer }) {
    return { payload_addressDetail: await findAddress(database.db, ownerOf(customer), address_id) };
  },
  async addToAddress({ customer_id: _id, company_id: _c, store_id: _s, ...fields }, { database, customer }) {
    return { payload: await addAddress(database.db, ownerOf(customer), fields) };
  },
  async updateToAddress({ customer_id: _id, address_id, company_id: _c, store_id: _s, ...fields }, { database, customer }) {
    return { payload: await updateAddress(database.db, ownerOf(customer), address_id, fields) };
  },
  async removeToAddress({ address_id }, { database, customer }) {
    await removeAddress(database.db, ownerOf(customer), address_id);
    return {};
  },
};
