'use client';
// /my-address: the saved addresses with their count; each with name,
// type tag, contact, house number and pincode, Edit (to /add-new-address with
// addressEdit true and the addressId) and Delete; an Add New Address tile.
import Link from 'next/link';
import { routes } from '@/lib/routes';
import { screenTexts } from '@/lib/texts/screens';
import { AddressLines, useAddresses, useRemoveAddress } from './addresses';

const t = screenTexts.addressScreens;

export function AddressBook() {
  const { addresses, loading, refresh } = useAddresses();
  const remove = useRemoveAddress(() => refresh());
  return (
    <section aria-labelledby="my-addresses">
      <h1 id="my-addresses" className="text-xl font-bold">
        {t.myAddresses}
      </h1>
      <p className="mb-4 text-sm text-muted">{loading ? t.loading : t.savedCount(addresses.length)}</p>
      <ul className="grid grid-cols-1 gap-4 desk:grid-cols-2 lg:grid-cols-3">
        <li>
          <Link
            href={`${routes.addNewAddress}?addressEdit=false`}
            className="flex h-full min-h-36 flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-primary-strong/60 p-4 font-semibold text-primary-strong hover:bg-primary-soft"
          >
            <span aria-hidden="true" className="text-3xl leading-none">+</span>
            {t.addNewAddress}
          </Link>
        </li>
        {addresses.map((address) => (
          <li key={address.address_id} className="flex flex-col justify-between gap-3 rounded-xl border border-black/15 p-4" data-testid="address-card">
            <AddressLines address={address} full={false} />
            <div className="flex gap-3">
              <Link
                href={routes.editAddress(address.address_id)}
                aria-label={screenTexts.checkoutScreens.editAddressOf(address.name)}
                className="rounded-lg border border-primary-strong px-4 py-1.5 text-sm font-semibold text-primary-strong hover:bg-primary-soft"
              >
                {screenTexts.checkoutScreens.edit}
              </Link>
              <button
                type="button"
                onClick={() => remove.ask(address)}
                aria-label={screenTexts.checkoutScreens.deleteAddressOf(address.name)}
                className="rounded-lg border border-red-700 px-4 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
              >
                {screenTexts.checkoutScreens.delete}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {remove.dialog}
    </section>
  );
}
