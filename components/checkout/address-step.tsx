'use client';
// Checkout's Address step: the saved addresses as radio cards (name,
// type tag, contact, house, street, city, state, pincode), the first preselected, each
// with edit and delete, scrolling at 400px; Add New Address in a popup; Proceed.
import { useEffect, useState } from 'react';
import { toast } from '@/lib/client/toast';
import type { Address } from '@/lib/contract';
import { screenTexts } from '@/lib/texts/screens';
import { AddressForm } from '@/components/account/address-form';
import { AddressLines, useAddresses, useRemoveAddress } from '@/components/account/addresses';
import { Modal } from '@/components/layout/modal';

const t = screenTexts.checkoutScreens;

interface Props {
  selected: number | null;
  onSelect: (addressId: number | null) => void;
  onProceed: () => void;
}

export function AddressStep({ selected, onSelect, onProceed }: Props) {
  const { addresses, loading, refresh } = useAddresses();
  const [editing, setEditing] = useState<{ addressId?: number } | null>(null);
  const remove = useRemoveAddress((removedId) => {
    if (removedId === selected) onSelect(null);
    refresh();
  });

  // The first address is preselected; a selection that disappeared falls back to it.
  useEffect(() => {
    if (loading) return;
    if (selected === null || !addresses.some((a) => a.address_id === selected)) onSelect(addresses[0]?.address_id ?? null);
  }, [addresses, loading, selected, onSelect]);

  function saved(address: Address) {
    setEditing(null);
    refresh();
    onSelect(address.address_id);
  }

  function proceed() {
    if (selected === null || !addresses.some((a) => a.address_id === selected)) {
      toast.error(screenTexts.chooseAddress);
      return;
    }
    onProceed();
  }

  return (
    <section aria-labelledby="address-step" className="rounded-xl border border-black/15 bg-white p-4">
      <h2 id="address-step" className="mb-3 text-lg font-bold">
        {t.deliveryAddress}
      </h2>
      {loading ? (
        <p className="text-sm text-muted">{screenTexts.addressScreens.loading}</p>
      ) : addresses.length === 0 ? (
        <p className="text-sm text-muted">{t.noAddresses}</p>
      ) : (
        <fieldset className="max-h-[400px] overflow-y-auto pr-1">
          <legend className="sr-only">{t.deliveryAddress}</legend>
          <ul className="flex flex-col gap-3">
            {addresses.map((address) => (
              <li key={address.address_id} className="flex items-start gap-3 rounded-lg border border-black/15 p-3 has-[:checked]:border-primary-strong has-[:checked]:bg-primary-soft/60" data-testid="address-option">
                <input
                  type="radio"
                  name="address"
                  id={`address-${address.address_id}`}
                  checked={selected === address.address_id}
                  onChange={() => onSelect(address.address_id)}
                  className="mt-1 accent-primary-strong"
                  aria-label={`${address.name}, ${address.house_no}, ${address.pincode}`}
                />
                <label htmlFor={`address-${address.address_id}`} className="min-w-0 flex-1 cursor-pointer">
                  <AddressLines address={address} />
                </label>
                <div className="flex shrink-0 flex-col gap-1">
                  <button type="button" onClick={() => setEditing({ addressId: address.address_id })} aria-label={t.editAddressOf(address.name)} className="rounded-md px-2 py-1 text-sm font-semibold text-primary-strong hover:bg-primary-soft">
                    {t.edit}
                  </button>
                  <button type="button" onClick={() => remove.ask(address)} aria-label={t.deleteAddressOf(address.name)} className="rounded-md px-2 py-1 text-sm font-semibold text-red-700 hover:bg-red-50">
                    {t.delete}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <div className="mt-4 flex flex-wrap justify-between gap-3">
        <button type="button" onClick={() => setEditing({})} className="rounded-lg border border-primary-strong px-4 py-2 text-sm font-semibold text-primary-strong hover:bg-primary-soft">
          + {t.addNewAddress}
        </button>
        <button type="button" onClick={proceed} className="rounded-lg bg-primary-strong px-6 py-2 text-sm font-bold text-white hover:bg-primary-stronger">
          {t.proceed}
        </button>
      </div>
      <Modal open={editing !== null} title={editing?.addressId ? t.editAddress : t.addNewAddress} onClose={() => setEditing(null)} size="md">
        {editing && <AddressForm key={editing.addressId ?? 'new'} addressId={editing.addressId} onSaved={saved} />}
      </Modal>
      {remove.dialog}
    </section>
  );
}
