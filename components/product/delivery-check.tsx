'use client';
// The Delivery & Services panel (docs/rules/addresses.md#delivery-check): the pincode check with its expected
// delivery date range, the pickup address, the store's phone and a map link.
import { useId } from 'react';
import { formatDeliveryWindow } from '@/lib/delivery/window';
import { productNoticeTexts } from '@/lib/texts/product-notices';
import { carouselTexts } from '@/lib/texts/carousel';
import { productControlTexts } from '@/lib/texts/product-controls';
import { telHref } from '@/components/layout/tel-href';
import { useDelivery } from './delivery-context';

interface Props {
  address: string;
  phone: string;
}

export const mapLink = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

export function DeliveryCheck({ address, phone }: Props) {
  const delivery = useDelivery();
  const inputId = useId();
  const t = productControlTexts;
  return (
    <section aria-labelledby={`${inputId}-heading`} className="rounded-xl border border-black/10 bg-white p-4">
      <h2 id={`${inputId}-heading`} className="mb-3 text-base font-bold">
        {t.deliveryServices}
      </h2>
      <form
        className="flex items-stretch gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!delivery.locked) void delivery.check();
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          {t.pincodeLabel}
        </label>
        <input
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder={t.pincodePlaceholder}
          value={delivery.pincode}
          readOnly={delivery.locked}
          aria-invalid={delivery.status === 'invalid' ? true : undefined}
          onChange={(event) => delivery.type(event.target.value)}
          className="min-w-0 flex-1 rounded-md border border-black/20 px-3 py-2 text-sm read-only:bg-neutral-100 focus:border-primary-strong"
        />
        {delivery.locked ? (
          <button type="button" onClick={delivery.change} className="rounded-md border border-primary-strong px-4 text-sm font-semibold text-primary-strong hover:bg-primary-soft">
            {t.change}
          </button>
        ) : (
          <button
            type="submit"
            disabled={delivery.status === 'checking'}
            className="rounded-md bg-primary-strong px-4 text-sm font-semibold text-white hover:bg-primary-stronger disabled:opacity-60"
          >
            {delivery.status === 'checking' ? t.checking : t.check}
          </button>
        )}
      </form>
      <div aria-live="polite">
        {delivery.locked && delivery.window && (
          <p className="mt-3 rounded-md bg-primary-soft px-3 py-2 text-sm">
            <span className="font-semibold">{t.expectedDelivery}:</span> <span data-testid="delivery-window">{formatDeliveryWindow(delivery.window)}</span>
          </p>
        )}
        {delivery.locked && delivery.window && !delivery.cod && (
          <p className="mt-2 text-sm font-semibold text-red-800" data-testid="delivery-no-cod">{productNoticeTexts.codByPincode.productPage}</p>
        )}
      </div>
      <dl className="mt-4 space-y-2 text-sm">
        <div>
          <dt className="font-semibold">{t.pickupAddress}</dt>
          <dd className="text-muted">{address}</dd>
        </div>
        <div>
          <dt className="font-semibold">{t.storePhone}</dt>
          <dd>
            <a href={telHref(phone)} className="text-primary-strong hover:underline">
              {phone}
            </a>
          </dd>
        </div>
      </dl>
      <a href={mapLink(address)} target="_blank" rel="noopener noreferrer" className="mt-3 inline-block text-sm font-semibold text-primary-strong hover:underline">
        {t.viewOnMap} <span className="sr-only">{carouselTexts.opensInNewTab}</span>
      </a>
    </section>
  );
}
