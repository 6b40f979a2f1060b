'use client';
// The COD confirmation section of /seller/delivery (docs/rules/orders.md#cash-on-delivery-confirmation):
// whether new COD orders wait for the shopper's confirmation (all, or from an order
// value), how long before an unconfirmed one is cancelled, and the discount offered for
// paying online instead. Saved with cod/save-confirmation-settings (audited).
import { useState } from 'react';
import { sellerKeys, useSellerMutation, useSellerQuery, type ServerView } from '@/lib/client/seller/hooks';
import { fieldErrorsOf } from '@/lib/client/seller/http';
import type { CodConfirmationSettingsView } from '@/lib/seller-contract/cod-confirmation';
import { codConfirmTexts } from '@/lib/texts/cod-confirmation';
import { Button } from '../kit/button';
import { Card } from '../kit/card';
import { Checkbox, SelectField, TextField } from '../kit/field';

const t = codConfirmTexts.seller;

export function CodConfirmationSettings({ initial }: { initial: ServerView<CodConfirmationSettingsView> }) {
  const settings = useSellerQuery('codConfirmationSettings', {}, initial).data ?? initial.payload;
  const [form, setForm] = useState({
    enabled: settings.enabled, min_order: String(settings.min_order), window_hours: String(settings.window_hours),
    prepay_discount_kind: settings.prepay_discount_kind, prepay_discount_value: String(settings.prepay_discount_value),
  });
  const save = useSellerMutation('codSaveConfirmationSettings', {
    success: t.saved,
    put: (saved) => [[sellerKeys.of('codConfirmationSettings', {}), saved]],
  });
  const errors = fieldErrorsOf(save.error);
  return (
    <Card title={t.settingsHeading}>
      <p className="text-sm text-neutral-700">{t.settingsIntro}</p>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({ ...form, min_order: form.min_order, window_hours: form.window_hours, prepay_discount_value: form.prepay_discount_value });
        }}
      >
        <Checkbox label={t.enabled} checked={form.enabled} onChange={(e) => setForm({ ...form, enabled: e.target.checked })} className="w-full" />
        <TextField label={t.minOrder} value={form.min_order} onChange={(e) => setForm({ ...form, min_order: e.target.value })} inputMode="decimal" error={errors.min_order} />
        <TextField label={t.windowHours} value={form.window_hours} onChange={(e) => setForm({ ...form, window_hours: e.target.value })} inputMode="numeric" error={errors.window_hours} />
        <SelectField
          label={t.discountKind} value={form.prepay_discount_kind} error={errors.prepay_discount_kind}
          options={[['percent', t.discountPercent], ['amount', t.discountAmount]]}
          onChange={(e) => setForm({ ...form, prepay_discount_kind: e.target.value === 'amount' ? 'amount' : 'percent' })}
        />
        <TextField label={t.discountValue} value={form.prepay_discount_value} onChange={(e) => setForm({ ...form, prepay_discount_value: e.target.value })} inputMode="decimal" error={errors.prepay_discount_value} />
        <Button type="submit" disabled={save.isPending}>{t.save}</Button>
      </form>
    </Card>
  );
}
