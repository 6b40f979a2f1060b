'use client';
// The saved addresses as the screens use them: the list (store/addressList, used only
// when its message is 'Address list successfully'), one address as a card, and
// removal behind a question, with the notices of docs/rules/addresses.md#notices.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/lib/client/toast';
import type { Address } from '@/lib/contract';
import { apiCall } from '@/lib/client/http';
import { queryKeyFor, useApiQuery } from '@/lib/client/hooks';
import { useCustomer } from '@/lib/client/customer';
import { screenTexts } from '@/lib/texts/screens';
import { ConfirmDialog } from '@/components/layout/modal';

export function useAddresses() {
  const { loggedIn } = useCustomer();
  const query = useApiQuery('addressList', {}, { enabled: loggedIn });
  const addresses: Address[] = query.data?.message === 'Address list successfully' ? query.data.payload_addressList : [];
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeyFor('addressList', {}) });
  return { addresses, loading: query.isPending && loggedIn, refresh };
}

export function AddressTypeTag({ type }: { type: string }) {
  return <span className="rounded bg-primary-soft px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-primary-strong">{type}</span>;
}

/** The lines of an address card (name, type tag, contact, a business buyer's name and GSTIN, house, street, city, state, pincode). */
export function AddressLines({ address, full = true }: { address: Address; full?: boolean }) {
  const t = screenTexts.addressScreens;
  return (
    <div className="flex min-w-0 flex-col gap-1 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{address.name}</span>
        <AddressTypeTag type={address.address_type} />
      </p>
      <p>
        {t.contactLabel}: {address.contact}
      </p>
      {address.gstin && (
        <p data-testid="address-business">
          {address.company_name}, {t.gstinLabel}: {address.gstin}
        </p>
      )}
      {full ? (
        <p className="text-neutral-700">
          {address.house_no}, {address.street}, {address.city}, {address.state} - {address.pincode}
        </p>
      ) : (
        <>
          <p>
            {t.houseLabel}: {address.house_no}
          </p>
          <p>
            {t.pincodeLabel}: {address.pincode}
          </p>
        </>
      )}
    </div>
  );
}

/** Delete after 'Are you sure you wish to remove this address?'; returns the button's handler and the dialog to render. */
export function useRemoveAddress(onRemoved: (addressId: number) => void) {
  const [pending, setPending] = useState<Address | null>(null);
  const [busy, setBusy] = useState(false);
  async function confirm() {
    if (!pending) return;
    setBusy(true);
    try {
      await apiCall('removeToAddress', { address_id: pending.address_id });
      toast.success(screenTexts.addressRemovedTitle, { description: screenTexts.addressRemoved });
      onRemoved(pending.address_id);
    } catch {
      toast.error(screenTexts.addressRemoveFailed);
    } finally {
      setBusy(false);
      setPending(null);
    }
  }
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      question={screenTexts.checkoutScreens.confirmRemoveAddress}
      yes={screenTexts.checkoutScreens.yesRemove}
      no={screenTexts.checkoutScreens.keep}
      onYes={confirm}
      onNo={() => setPending(null)}
      busy={busy}
    />
  );
  return { ask: setPending, dialog };
}
