'use client';
// /add-new-address: the address form; with addressEdit=true and an
// addressId it edits that address. Saving goes back to /my-address.
import { useRouter, useSearchParams } from 'next/navigation';
import { routes } from '@/lib/routes';
import { screenTexts } from '@/lib/texts/screens';
import { AddressForm } from './address-form';

export function AddressPage() {
  const params = useSearchParams();
  const router = useRouter();
  const id = Number(params.get('addressId'));
  const editing = params.get('addressEdit') === 'true' && Number.isInteger(id) && id > 0;
  return (
    <section aria-labelledby="address-form-heading" className="max-w-3xl">
      <h1 id="address-form-heading" className="mb-4 text-xl font-bold">
        {editing ? screenTexts.addressScreens.editAddress : screenTexts.addressScreens.addNewAddress}
      </h1>
      <AddressForm key={editing ? id : 'new'} addressId={editing ? id : undefined} onSaved={() => router.push(routes.myAddress)} />
    </section>
  );
}
