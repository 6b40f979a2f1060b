'use client';
// The delivery page's COD rules (docs/rules/cod.md#the-rules): the order values COD is
// taken between, the open COD orders and RTOs a customer may have, the pincode RTO
// rule, partial COD and the freight estimate the RTO view prices returns with. An empty
// field is a rule turned off. The save answers the rules as they now stand.
import { useState } from 'react';
import type { CodRulesSettings } from '@/lib/cod/rules-types';
import { sellerKeys, useSellerMutation, useSellerQuery, type ServerView } from '@/lib/client/seller/hooks';
import { fieldErrorsOf } from '@/lib/client/seller/http';
import { showMoment } from '@/lib/orders/display';
import { sellerTexts } from '@/lib/texts/seller';
import { Button } from '../kit/button';
import { Card } from '../kit/card';
import { SelectField, TextField } from '../kit/field';

const t = sellerTexts.codRules;
type Fields = Record<Exclude<keyof CodRulesSettings, 'rules_on_since'>, string>;

const fieldsOf = (s: CodRulesSettings): Fields => {
  const text = (v: number | string | null) => (v === null ? '' : String(v));
  return {
    min_order: text(s.min_order), max_order: text(s.max_order), max_open_orders: text(s.max_open_orders), max_customer_rtos: text(s.max_customer_rtos),
    pincode_window: text(s.pincode_window), pincode_rto_percent: text(s.pincode_rto_percent), upfront_kind: text(s.upfront_kind),
    upfront_amount: text(s.upfront_amount), upfront_percent: text(s.upfront_percent), upfront_above: text(s.upfront_above), freight_estimate: text(s.freight_estimate),
  };
};

export function CodRulesForm({ initial }: { initial: ServerView<CodRulesSettings> }) {
  const settings = useSellerQuery('codRules', {}, initial).data ?? initial.payload;
  const [fields, setFields] = useState<Fields>(() => fieldsOf(settings));
  const save = useSellerMutation('codSaveRules', {
    success: t.saved,
    put: (rules) => [[sellerKeys.of('codRules', {}), rules]],
    invalidates: ['codRto'],
    quietErrors: true,
    onSuccess: (rules) => setFields(fieldsOf(rules)),
  });
  const errors = fieldErrorsOf(save.error);
  const field = (name: keyof Fields, label: string, hint?: string, className = 'w-44') => (
    <TextField label={label} hint={hint} value={fields[name]} onChange={(e) => setFields({ ...fields, [name]: e.target.value })} inputMode="decimal" error={errors[name]} className={className} />
  );
  return (
    <Card title={t.heading}>
      <p className="text-sm text-neutral-700">{t.note}</p>
      {settings.rules_on_since && <p className="text-sm" data-testid="cod-rules-since">{t.onSince(showMoment(settings.rules_on_since))}</p>}
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          // Only the partial-COD fields its kind shows are sent: a hidden field's old value turns nothing on.
          const kind = fields.upfront_kind === 'fixed' || fields.upfront_kind === 'percent' ? fields.upfront_kind : null;
          save.mutate({
            ...fields, upfront_kind: kind,
            upfront_amount: kind === 'fixed' ? fields.upfront_amount : '', upfront_percent: kind === 'percent' ? fields.upfront_percent : '', upfront_above: kind ? fields.upfront_above : '',
          });
        }}
      >
        <div className="flex flex-wrap items-start gap-3">
          {field('min_order', t.minOrder)}
          {field('max_order', t.maxOrder)}
          {field('max_open_orders', t.maxOpenOrders, t.maxOpenOrdersHint)}
          {field('max_customer_rtos', t.maxCustomerRtos)}
        </div>
        <div className="flex flex-wrap items-start gap-3">
          {field('pincode_window', t.pincodeWindow, t.pincodeHint, 'w-60')}
          {field('pincode_rto_percent', t.pincodeRtoPercent, undefined, 'w-60')}
        </div>
        <fieldset className="flex flex-wrap items-start gap-3">
          <legend className="mb-1 font-semibold">{t.partialHeading}</legend>
          <SelectField label={t.upfrontKind} options={t.upfrontKinds} value={fields.upfront_kind} onChange={(e) => setFields({ ...fields, upfront_kind: e.target.value })} error={errors.upfront_kind} className="w-52" />
          {fields.upfront_kind === 'fixed' && field('upfront_amount', t.upfrontAmount)}
          {fields.upfront_kind === 'percent' && field('upfront_percent', t.upfrontPercent)}
          {fields.upfront_kind !== '' && field('upfront_above', t.upfrontAbove)}
        </fieldset>
        <div className="flex flex-wrap items-end gap-3">
          {field('freight_estimate', t.freight, t.freightHint, 'w-60')}
        </div>
        {save.error && Object.keys(errors).length === 0 && <p role="alert" className="text-sm font-semibold text-red-800">{save.error.message}</p>}
        <div>
          <Button type="submit" disabled={save.isPending}>{t.save}</Button>
        </div>
      </form>
    </Card>
  );
}
