'use client';
// The address form (docs/rules/addresses.md#address-checks), on /add-new-address and in checkout's Add
// New Address popup. The pincode is looked up on exactly 6 digits
// (v1/getMatchedZipCodeDetails) and fills the read-only city and state; saving is
// possible only once they are found. The save checks are the server's own
// (lib/addresses/validate.ts), in its order, with its messages. A business buyer's GSTIN
// and legal name sit under "Buying for a business?" (docs/rules/addresses.md#business-buyers).
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '@/lib/client/toast';
import type { Address } from '@/lib/contract';
import { apiCall } from '@/lib/client/http';
import { useCustomer } from '@/lib/client/customer';
import { ADDRESS_TYPES, checkAddress, type AddressType } from '@/lib/addresses/validate';
import { pincodeDigits, pincodeStep, placeFromLookup } from '@/lib/addresses/form';
import { screenTexts } from '@/lib/texts/screens';

type Values = {
  name: string; email: string; contact: string; pincode: string; city: string; state: string;
  house_no: string; street: string; landmark: string; instruction_delivery: string; address_type: AddressType;
  gstin: string; company_name: string;
};

const EMPTY: Values = {
  name: '', email: '', contact: '', pincode: '', city: '', state: '', house_no: '', street: '', landmark: '', instruction_delivery: '', address_type: 'Home',
  gstin: '', company_name: '',
};

const t = screenTexts.addressScreens;

function Field({ label, error, children, id, wide }: { label: string; error?: string; children: ReactNode; id: string; wide?: boolean }) {
  return (
    <div className={`flex flex-col gap-1 ${wide ? 'desk:col-span-2' : ''}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

const inputClass = 'rounded-lg border border-black/25 px-3 py-2 text-sm outline-none focus:border-primary-strong focus:ring-2 focus:ring-primary/30 read-only:bg-neutral-100';

export function AddressForm({ addressId, onSaved }: { addressId?: number; onSaved: (address: Address) => void }) {
  const { customer } = useCustomer();
  const [values, setValues] = useState<Values>(EMPTY);
  const [place, setPlace] = useState<{ city: string; state: string } | null>(null);
  const [pincodeError, setPincodeError] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [lookingUp, setLookingUp] = useState(false);
  const [saving, setSaving] = useState(false);
  const [business, setBusiness] = useState(false);
  const [loaded, setLoaded] = useState(addressId === undefined);
  const lookupSeq = useRef(0);
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;

  // A new address starts with the shopper's own name, e-mail and number.
  useEffect(() => {
    if (addressId !== undefined || !customer) return;
    setValues((v) => ({ ...v, name: v.name || customer.name || '', email: v.email || customer.email || '', contact: v.contact || customer.contact || '' }));
  }, [addressId, customer]);

  // Edit mode: the saved address (store/addressDetail).
  useEffect(() => {
    if (addressId === undefined) return;
    let live = true;
    apiCall('addressDetail', { address_id: addressId })
      .then((r) => {
        if (!live || r.message !== 'Address detail successfully') return;
        const a = r.payload_addressDetail;
        setValues({
          name: a.name, email: a.email, contact: a.contact, pincode: a.pincode, city: a.city, state: a.state, house_no: a.house_no,
          street: a.street, landmark: a.landmark ?? '', instruction_delivery: a.instruction_delivery ?? '', address_type: a.address_type,
          gstin: a.gstin ?? '', company_name: a.company_name ?? '',
        });
        setBusiness(Boolean(a.gstin || a.company_name));
        setPlace({ city: a.city, state: a.state });
      })
      .catch(() => toast.error(screenTexts.addressNotFound))
      .finally(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [addressId]);

  const set = (name: keyof Values) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: event.target.value }));
    setErrors((e) => ({ ...e, [name]: '' }));
  };

  function changePincode(raw: string) {
    const pincode = pincodeDigits(raw);
    setValues((v) => ({ ...v, pincode, city: '', state: '' }));
    setPlace(null);
    setErrors((e) => ({ ...e, pincode: '' }));
    const step = pincodeStep(pincode);
    setPincodeError(step.kind === 'error' ? step.message : '');
    if (step.kind !== 'lookup') {
      lookupSeq.current++;
      setLookingUp(false);
      return;
    }
    const seq = ++lookupSeq.current;
    setLookingUp(true);
    apiCall('pincodeLookup', { zip_code: step.pincode })
      .then((body) => placeFromLookup(body))
      .catch(() => null)
      .then((found) => {
        if (seq !== lookupSeq.current) return;
        setLookingUp(false);
        if (!found) {
          setPincodeError(screenTexts.addressPincodeNotFound);
          return;
        }
        setPlace(found);
        setValues((v) => ({ ...v, city: found.city, state: found.state }));
      });
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const checked = checkAddress(values, place);
    if (!checked.ok) {
      setErrors(checked.errors);
      if (checked.errors.gstin || checked.errors.company_name) setBusiness(true);
      toast.error(checked.message);
      return;
    }
    setSaving(true);
    try {
      const body = {
        ...checked.address, landmark: checked.address.landmark ?? '', instruction_delivery: checked.address.instruction_delivery ?? '',
        gstin: checked.address.gstin ?? '', company_name: checked.address.company_name ?? '',
      };
      const saved = addressId === undefined
        ? await apiCall('addToAddress', body)
        : await apiCall('updateToAddress', { ...body, address_id: addressId });
      toast.success(screenTexts.addressSavedTitle, { description: screenTexts.addressSaved });
      onSaved(saved.payload);
    } catch (error) {
      const errs = (error as { body?: { errors?: Record<string, string> } }).body?.errors;
      if (errs) setErrors(errs);
      if (errs?.gstin || errs?.company_name) setBusiness(true);
      toast.error(screenTexts.addressSaveFailed);
    } finally {
      setSaving(false);
    }
  }

  if (!loaded) return <p aria-busy="true" className="p-4 text-sm text-muted">{t.loading}</p>;

  const describedBy = (name: string, error?: string) => (error ? `${id(name)}-error` : undefined);
  const text = (name: keyof Values, label: string, options: { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'tel' | 'email'; wide?: boolean; maxLength?: number } = {}) => (
    <Field label={label} error={errors[name]} id={id(name)} wide={options.wide}>
      <input
        id={id(name)}
        name={name}
        type={options.type ?? 'text'}
        inputMode={options.inputMode}
        autoComplete={options.autoComplete}
        maxLength={options.maxLength}
        value={values[name]}
        onChange={set(name)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(name, errors[name])}
        className={inputClass}
      />
    </Field>
  );

  const pinError = pincodeError || errors.pincode;
  return (
    <form onSubmit={save} noValidate className="grid grid-cols-1 gap-4 desk:grid-cols-2">
      {text('name', t.name, { autoComplete: 'name' })}
      {text('email', t.email, { type: 'email', autoComplete: 'email', inputMode: 'email' })}
      {text('contact', t.contact, { type: 'tel', autoComplete: 'tel-national', inputMode: 'tel', maxLength: 10 })}
      <Field label={t.pincode} error={pinError || (lookingUp ? t.lookingUp : undefined)} id={id('pincode')}>
        <input
          id={id('pincode')}
          name="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          value={values.pincode}
          onChange={(e) => changePincode(e.target.value)}
          aria-invalid={pinError ? true : undefined}
          aria-describedby={pinError || lookingUp ? `${id('pincode')}-error` : undefined}
          className={inputClass}
        />
      </Field>
      <Field label={t.city} error={errors.city} id={id('city')}>
        <input id={id('city')} name="city" readOnly value={values.city} className={inputClass} />
      </Field>
      <Field label={t.state} error={errors.state} id={id('state')}>
        <input id={id('state')} name="state" readOnly value={values.state} className={inputClass} />
      </Field>
      {text('house_no', t.houseNo, { autoComplete: 'address-line1' })}
      {text('street', t.street, { autoComplete: 'address-line2' })}
      {text('landmark', t.landmark, { wide: true })}
      <Field label={t.instruction} error={errors.instruction_delivery} id={id('instruction')} wide>
        <textarea id={id('instruction')} name="instruction_delivery" rows={2} value={values.instruction_delivery} onChange={set('instruction_delivery')} className={inputClass} />
      </Field>
      <fieldset className="desk:col-span-2">
        <legend className="mb-1 text-sm font-medium">{t.addressType}</legend>
        <div className="flex flex-wrap gap-3">
          {ADDRESS_TYPES.map((type) => (
            <label key={type} className="flex cursor-pointer items-center gap-2 rounded-lg border border-black/20 px-3 py-1.5 text-sm has-[:checked]:border-primary-strong has-[:checked]:bg-primary-soft">
              <input type="radio" name="address_type" value={type} checked={values.address_type === type} onChange={() => setValues((v) => ({ ...v, address_type: type }))} className="accent-primary-strong" />
              {t.types[type]}
            </label>
          ))}
        </div>
        {errors.address_type && <p className="text-sm text-red-700">{errors.address_type}</p>}
      </fieldset>
      <div className="desk:col-span-2">
        <button
          type="button"
          aria-expanded={business}
          aria-controls={business ? id('business') : undefined}
          onClick={() => setBusiness((open) => !open)}
          className="text-sm font-semibold text-primary-strong hover:underline"
        >
          {business ? '−' : '+'} {t.business}
        </button>
        {business && (
          <div id={id('business')} className="mt-2 grid grid-cols-1 gap-4 rounded-lg border border-black/15 p-3 desk:grid-cols-2">
            <p className="text-sm text-muted desk:col-span-2">{t.businessHint}</p>
            {text('company_name', t.companyName, { autoComplete: 'organization', maxLength: 120 })}
            {text('gstin', t.gstin, { maxLength: 20 })}
          </div>
        )}
      </div>
      <div className="desk:col-span-2">
        <button
          type="submit"
          disabled={!place || saving}
          className="w-full rounded-lg bg-primary-strong px-6 py-2.5 text-sm font-semibold text-white hover:bg-primary-stronger disabled:cursor-not-allowed disabled:opacity-60 desk:w-auto"
        >
          {saving ? t.saving : t.save}
        </button>
      </div>
    </form>
  );
}
