'use client';
// /seller/emi (docs/rules/alerts.md#emi): the store's EMI plans, each with what ₹50,000
// would cost a month, a form that adds a plan or changes the one being edited, and
// Remove. Every write answers the whole list, which replaces the one shown.
import { useState } from 'react';
import type { EmiPlan } from '@/lib/emi/emi';
import { planInstalment } from '@/lib/emi/emi';
import { sellerKeys, useSellerMutation, useSellerQuery, type ServerView } from '@/lib/client/seller/hooks';
import { fieldErrorsOf } from '@/lib/client/seller/http';
import { rupeesRounded } from '@/lib/pricing';
import { sellerEmiTexts } from '@/lib/texts/seller/emi';
import { Button } from '../kit/button';
import { Card, PageTitle } from '../kit/card';
import { Checkbox, TextField } from '../kit/field';

const t = sellerEmiTexts;
const plansKey = sellerKeys.of('emiPlans', {});
const blank = { bank: '', tenure_months: '', annual_rate: '', no_cost: false, min_order: '0' };

export function EmiScreen({ initial }: { initial: ServerView<EmiPlan[]> }) {
  const plans = useSellerQuery('emiPlans', {}, initial).data ?? initial.payload;
  const [editing, setEditing] = useState<number | null>(null);
  const [form, setForm] = useState(blank);
  const put = (list: EmiPlan[]): [readonly unknown[], unknown][] => [[plansKey, list]];
  const save = useSellerMutation('emiSavePlan', { success: t.saved, put, quietErrors: true, onSuccess: () => { setEditing(null); setForm(blank); } });
  const remove = useSellerMutation('emiRemovePlan', { success: t.removed, put });
  const errors = fieldErrorsOf(save.error);

  return (
    <div className="flex flex-col gap-6">
      <PageTitle>{t.title}</PageTitle>
      <p className="text-sm text-neutral-700">{t.intro}</p>
      <Card title={t.plans}>
        {plans.length === 0 ? (
          <p className="text-sm text-neutral-700">{t.none}</p>
        ) : (
          <ul className="divide-y divide-black/10 text-sm">
            {plans.map((p) => (
              <li key={p.plan_id} data-testid="emi-plan" className="flex flex-wrap items-center justify-between gap-3 py-2">
                <span>
                  <span className="font-semibold">{p.bank}</span> · {t.planLine(p.tenure_months, p.annual_rate)}
                  {p.no_cost && <span className="ml-1 rounded bg-green-100 px-1.5 text-xs font-semibold text-green-900">{t.noCost}</span>}
                  {p.min_order > 0 && <span className="text-neutral-700"> · {t.fromAmount(rupeesRounded(p.min_order))}</span>}
                  <span className="block text-xs text-neutral-700">{t.example(rupeesRounded(planInstalment(p, 5_000_000)))}</span>
                </span>
                <span className="flex gap-2">
                  <Button
                    kind="secondary"
                    onClick={() => {
                      setEditing(p.plan_id);
                      setForm({ bank: p.bank, tenure_months: String(p.tenure_months), annual_rate: String(p.annual_rate), no_cost: p.no_cost, min_order: String(p.min_order) });
                    }}
                  >
                    {t.edit}
                  </Button>
                  <Button kind="danger" disabled={remove.isPending} aria-label={t.removeNamed(p.bank, p.tenure_months)} onClick={() => remove.mutate({ plan_id: p.plan_id })}>
                    {t.remove}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title={editing === null ? t.add : `${t.edit}: ${form.bank}`}>
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate({ ...(editing === null ? {} : { plan_id: editing }), ...form });
          }}
        >
          <TextField label={t.bank} value={form.bank} onChange={(e) => setForm({ ...form, bank: e.target.value })} maxLength={60} error={errors.bank} className="w-48" />
          <TextField label={t.months} value={form.tenure_months} onChange={(e) => setForm({ ...form, tenure_months: e.target.value })} inputMode="numeric" error={errors.tenure_months} className="w-36" />
          <TextField label={t.rate} value={form.annual_rate} onChange={(e) => setForm({ ...form, annual_rate: e.target.value })} inputMode="decimal" error={errors.annual_rate} className="w-36" />
          <TextField label={t.minOrder} value={form.min_order} onChange={(e) => setForm({ ...form, min_order: e.target.value })} inputMode="decimal" error={errors.min_order} className="w-36" />
          <Checkbox label={t.noCost} checked={form.no_cost} onChange={(e) => setForm({ ...form, no_cost: e.target.checked })} className="pb-2" />
          <Button type="submit" disabled={save.isPending}>{editing === null ? t.add : t.save}</Button>
        </form>
        {save.error && Object.keys(errors).length === 0 && <p role="alert" className="mt-2 text-sm font-semibold text-red-800">{save.error.message}</p>}
      </Card>
    </div>
  );
}
