'use client';
// /seller/delivery (docs/rules/delivery.md): the zones (pincode prefixes) and pincode
// ranges with their days and whether cash on delivery is taken, a form to add or change
// each, the pincode file (DeliveryImport), the delivery charge below the free-delivery
// threshold, and the payment fees. Every write answers the whole rules, which replace
// the ones shown.
import { useState } from 'react';
import type { DeliverySettings } from '@/lib/delivery/types';
import type { SellerRequestOf } from '@/lib/seller-contract';
import { sellerKeys, useSellerMutation, useSellerQuery, type ServerView } from '@/lib/client/seller/hooks';
import { fieldErrorsOf } from '@/lib/client/seller/http';
import { rupees } from '@/lib/pricing';
import { sellerTexts } from '@/lib/texts/seller';
import { Button } from '../kit/button';
import { Card, PageTitle } from '../kit/card';
import { Checkbox, TextField } from '../kit/field';
import { DeliveryImport } from './delivery-import';

const t = sellerTexts.deliveryPage;
const r = sellerTexts.deliveryRangesPage;
const rulesKey = sellerKeys.of('deliveryRules', {});
/** Each write's answer is the rules as they now stand. */
const saving = { success: t.saved, put: (rules: DeliverySettings): [readonly unknown[], unknown][] => [[rulesKey, rules]] };

/** What a zone and a range share: whether we deliver, in how many days, and whether cash is taken. */
interface RuleFields {
  serviceable: boolean;
  min_days: string;
  max_days: string;
  cod: boolean;
}

/**
 * The form of a zone or a range: they differ only in the fields that name the rule (the
 * zone's prefix; the range's first and last pincode), and each saves through its own call.
 */
function RuleForm<N extends 'deliverySaveZone' | 'deliverySaveRange', K extends string>({ call, keys, labels, request }: {
  call: N;
  keys: readonly { name: K; label: string }[];
  labels: { serviceable: string; minDays: string; maxDays: string; cod: string; save: string };
  request: (key: (name: K) => string, rule: RuleFields) => SellerRequestOf<N>;
}) {
  const [key, setKey] = useState<Partial<Record<K, string>>>({});
  const [rule, setRule] = useState<RuleFields>({ serviceable: true, min_days: '2', max_days: '5', cod: true });
  const save = useSellerMutation(call, saving);
  const errors = fieldErrorsOf(save.error);
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(request((name) => key[name] ?? '', rule));
      }}
    >
      {keys.map(({ name, label }) => (
        <TextField key={name} label={label} value={key[name] ?? ''} onChange={(e) => setKey({ ...key, [name]: e.target.value })} inputMode="numeric" maxLength={6} error={errors[name]} className="w-36" />
      ))}
      <TextField label={labels.minDays} value={rule.min_days} onChange={(e) => setRule({ ...rule, min_days: e.target.value })} inputMode="numeric" error={errors.min_days} className="w-28" />
      <TextField label={labels.maxDays} value={rule.max_days} onChange={(e) => setRule({ ...rule, max_days: e.target.value })} inputMode="numeric" error={errors.max_days} className="w-28" />
      <Checkbox label={labels.serviceable} checked={rule.serviceable} onChange={(e) => setRule({ ...rule, serviceable: e.target.checked })} className="pb-2" />
      <Checkbox label={labels.cod} checked={rule.cod} onChange={(e) => setRule({ ...rule, cod: e.target.checked })} className="pb-2" />
      <Button type="submit" disabled={save.isPending}>{labels.save}</Button>
    </form>
  );
}

/** A rule's days and cash, as the lists show it. */
const ruleLine = (rule: { serviceable: boolean; min_days: number; max_days: number; cod: boolean }) =>
  `${rule.serviceable ? t.days(rule.min_days, rule.max_days) : t.notServiceable}${rule.serviceable && !rule.cod ? ` · ${r.codOff}` : ''}`;

export function DeliveryScreen({ initial }: { initial: ServerView<DeliverySettings> }) {
  const settings = useSellerQuery('deliveryRules', {}, initial).data ?? initial.payload;
  const removeZone = useSellerMutation('deliveryRemoveZone', saving);
  const removeRange = useSellerMutation('deliveryRemoveRange', saving);
  const first = settings.charges[0];
  const [charge, setCharge] = useState({ upto: first ? String(first.upto) : '', charge: first ? String(first.charge) : '' });
  const saveCharges = useSellerMutation('deliverySaveCharges', saving);
  const chargeErrors = fieldErrorsOf(saveCharges.error);
  const [fees, setFees] = useState({ digital_discount: String(settings.fees.digital_discount), handling_fee: String(settings.fees.handling_fee) });
  const saveFees = useSellerMutation('deliverySaveFees', saving);
  const feeErrors = fieldErrorsOf(saveFees.error);

  return (
    <div className="flex flex-col gap-6">
      <PageTitle>{t.title}</PageTitle>

      <Card title={t.zones}>
        <p className="text-sm text-neutral-700">{t.zonesNote}</p>
        <ul className="divide-y divide-black/10 text-sm">
          {settings.zones.map((z) => (
            <li key={z.pincode_prefix} data-testid="delivery-zone" className="flex items-center justify-between gap-3 py-1.5">
              <span>
                <span className="font-mono font-semibold">{z.pincode_prefix || t.anywhere}</span> · {ruleLine(z)}
              </span>
              {z.pincode_prefix !== '' && (
                <Button kind="danger" disabled={removeZone.isPending} onClick={() => removeZone.mutate({ pincode_prefix: z.pincode_prefix })} aria-label={t.removeZone(z.pincode_prefix)}>
                  {t.remove}
                </Button>
              )}
            </li>
          ))}
        </ul>
        <RuleForm
          call="deliverySaveZone"
          keys={[{ name: 'pincode_prefix', label: t.prefix }]}
          labels={{ serviceable: t.serviceable, minDays: t.minDays, maxDays: t.maxDays, cod: r.cod, save: t.saveZone }}
          request={(key, rule) => ({ pincode_prefix: key('pincode_prefix'), ...rule })}
        />
      </Card>

      <Card title={r.ranges}>
        <p className="text-sm text-neutral-700">{r.rangesNote}</p>
        {settings.ranges.length === 0 ? (
          <p className="text-sm text-neutral-700">{r.noRanges}</p>
        ) : (
          <ul className="divide-y divide-black/10 text-sm">
            {settings.ranges.map((g) => (
              <li key={g.from} data-testid="delivery-range" className="flex items-center justify-between gap-3 py-1.5">
                <span>
                  <span className="font-mono font-semibold">{g.from}–{g.to}</span> · {ruleLine(g)}
                </span>
                <Button kind="danger" disabled={removeRange.isPending} onClick={() => removeRange.mutate({ from: g.from, to: g.to })} aria-label={r.removeRange(g.from, g.to)}>
                  {t.remove}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <RuleForm
          call="deliverySaveRange"
          keys={[{ name: 'from', label: r.from }, { name: 'to', label: r.to }]}
          labels={{ serviceable: r.rangeServiceable, minDays: r.rangeMinDays, maxDays: r.rangeMaxDays, cod: r.rangeCod, save: r.saveRange }}
          request={(key, rule) => ({ from: key('from'), to: key('to'), ...rule })}
        />
      </Card>

      <DeliveryImport />

      <Card title={t.charges}>
        <p className="text-sm text-neutral-700">{t.chargesNote}</p>
        <p className="text-sm" data-testid="delivery-charges">{settings.charges.map((c) => `${rupees(c.charge)} < ${rupees(c.upto)}`).join(' · ') || '—'}</p>
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            // An empty threshold: delivery is free for every order.
            saveCharges.mutate({ charges: charge.upto.trim() ? [{ upto: charge.upto.trim(), charge: charge.charge.trim() || '0' }] : [] });
          }}
        >
          <TextField label={t.upto} value={charge.upto} onChange={(e) => setCharge({ ...charge, upto: e.target.value })} inputMode="decimal" error={chargeErrors['charges.0.upto'] ?? chargeErrors.charges} />
          <TextField label={t.charge} value={charge.charge} onChange={(e) => setCharge({ ...charge, charge: e.target.value })} inputMode="decimal" error={chargeErrors['charges.0.charge']} />
          <Button type="submit" disabled={saveCharges.isPending}>{t.saveCharges}</Button>
        </form>
      </Card>

      <Card title={t.fees}>
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            saveFees.mutate(fees);
          }}
        >
          <TextField label={t.handlingFee} value={fees.handling_fee} onChange={(e) => setFees({ ...fees, handling_fee: e.target.value })} inputMode="decimal" error={feeErrors.handling_fee} />
          <TextField label={t.digitalDiscount} value={fees.digital_discount} onChange={(e) => setFees({ ...fees, digital_discount: e.target.value })} inputMode="decimal" error={feeErrors.digital_discount} />
          <Button type="submit" disabled={saveFees.isPending}>{t.saveFees}</Button>
        </form>
      </Card>
    </div>
  );
}
