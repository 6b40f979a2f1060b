'use client';
// /seller/shipping (docs/rules/shipping.md#booking): the courier rule (cheapest, fastest or a
// preferred courier), the pickup location as the courier's panel names it and its pincode,
// and after how many hours without news the courier is asked about a shipment. Saving
// answers the settings, which replace the ones shown.
import { useState } from 'react';
import { sellerKeys, useSellerMutation, useSellerQuery, type SellerPayloadOf, type ServerView } from '@/lib/client/seller/hooks';
import { fieldErrorsOf } from '@/lib/client/seller/http';
import { shippingTexts as t } from '@/lib/texts/seller/shipping';
import { Button } from '../kit/button';
import { Card, PageTitle } from '../kit/card';
import { FormError, SelectField, TextField } from '../kit/field';

type Payload = SellerPayloadOf<'shippingSettings'>;
const settingsKey = sellerKeys.of('shippingSettings', {});
const rules = [['cheapest', t.rule.cheapest], ['fastest', t.rule.fastest], ['preferred', t.rule.preferred]] as const;

export function ShippingSettingsScreen({ initial }: { initial: ServerView<Payload> }) {
  const { settings } = useSellerQuery('shippingSettings', {}, initial).data ?? initial.payload;
  const [form, setForm] = useState({
    courier_rule: settings.courier_rule as string,
    preferred_courier: settings.preferred_courier ?? '',
    pickup_location: settings.pickup_location,
    pickup_pincode: settings.pickup_pincode ?? '',
    poll_after_hours: String(settings.poll_after_hours),
  });
  const save = useSellerMutation('shippingSaveSettings', { success: t.saved, put: (payload) => [[settingsKey, payload]], quietErrors: true });
  const errors = fieldErrorsOf(save.error);
  const set = (name: keyof typeof form) => (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value });
  return (
    <div className="flex flex-col gap-6">
      <PageTitle>{t.settingsTitle}</PageTitle>
      <p className="text-sm text-neutral-700">{t.settingsIntro}</p>
      <p className="text-sm">
        <span className="font-semibold">{t.activeProvider}:</span> {t.provider[settings.provider]}
      </p>
      <form
        aria-label={t.settingsTitle}
        className="max-w-md"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ ...form, courier_rule: form.courier_rule as 'cheapest' | 'fastest' | 'preferred' });
        }}
      >
        <Card>
          <SelectField label={t.courierRule} options={rules} value={form.courier_rule} onChange={set('courier_rule')} error={errors.courier_rule} />
          <TextField label={t.preferredCourier} hint={t.preferredHint} value={form.preferred_courier} onChange={set('preferred_courier')} error={errors.preferred_courier} required={form.courier_rule === 'preferred'} />
          <TextField label={t.pickupLocation} hint={t.pickupLocationHint} value={form.pickup_location} onChange={set('pickup_location')} error={errors.pickup_location} />
          <TextField label={t.pickupPincode} inputMode="numeric" value={form.pickup_pincode} onChange={set('pickup_pincode')} error={errors.pickup_pincode} />
          <TextField label={t.pollAfterHours} inputMode="numeric" value={form.poll_after_hours} onChange={set('poll_after_hours')} error={errors.poll_after_hours} />
          <FormError>{save.error && Object.keys(errors).length === 0 ? save.error.message : undefined}</FormError>
          <Button type="submit" disabled={save.isPending} className="self-start">{t.save}</Button>
        </Card>
      </form>
    </div>
  );
}
