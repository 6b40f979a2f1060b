'use client';
// /seller/couriers (docs/rules/shipping.md#the-courier-list): the couriers staff choose
// from, each with its tracking page and AWB format; owners and managers add a courier or
// change the one being edited (a courier is taken off the list, not removed, since orders
// name it). Every save answers the whole list, which replaces the one shown.
import { useState } from 'react';
import { sellerKeys, useSellerMutation, useSellerQuery, type ServerView } from '@/lib/client/seller/hooks';
import { fieldErrorsOf } from '@/lib/client/seller/http';
import type { CourierRow } from '@/lib/shipping/couriers';
import { sellerCourierTexts } from '@/lib/texts/seller/couriers';
import { Button } from '../kit/button';
import { Card, PageTitle } from '../kit/card';
import { Checkbox, TextField } from '../kit/field';

const t = sellerCourierTexts;
const listKey = sellerKeys.of('couriersList', {});
const blank = { name: '', tracking_url: '', awb_pattern: '', awb_hint: '', active: true };

export function CouriersScreen({ initial, mayEdit }: { initial: ServerView<CourierRow[]>; mayEdit: boolean }) {
  const couriers = useSellerQuery('couriersList', {}, initial).data ?? initial.payload;
  const [editing, setEditing] = useState<CourierRow | null>(null);
  const [form, setForm] = useState(blank);
  const save = useSellerMutation('couriersSave', {
    success: t.saved, quietErrors: true,
    put: (list) => [[listKey, list]],
    onSuccess: () => { setEditing(null); setForm(blank); },
  });
  const errors = fieldErrorsOf(save.error);
  const edit = (c: CourierRow) => {
    setEditing(c);
    setForm({ name: c.name, tracking_url: c.tracking_url ?? '', awb_pattern: c.awb_pattern ?? '', awb_hint: c.awb_hint ?? '', active: c.active });
  };

  return (
    <div className="flex flex-col gap-6">
      <PageTitle>{t.title}</PageTitle>
      <p className="text-sm text-neutral-700">{t.intro}</p>
      {!mayEdit && <p className="text-sm text-neutral-700">{t.readOnly}</p>}
      <Card title={t.list}>
        {couriers.length === 0 ? (
          <p className="text-sm text-neutral-700">{t.none}</p>
        ) : (
          <ul className="divide-y divide-black/10 text-sm">
            {couriers.map((c) => (
              <li key={c.courier_id} data-testid="courier" className="flex flex-wrap items-center justify-between gap-3 py-2">
                <span className="min-w-0 flex-1">
                  <span className="font-semibold">{c.name}</span>
                  {!c.active && <span className="ml-1 rounded bg-neutral-200 px-1.5 text-xs font-semibold">{t.inactive}</span>}
                  <span className="block text-xs text-neutral-700">{t.awbLine(c.awb_hint ?? c.awb_pattern ?? t.anyAwb)}</span>
                  <span className="block break-all text-xs text-neutral-700">{c.tracking_url ?? t.ownTracking}</span>
                </span>
                {mayEdit && (
                  <Button kind="secondary" aria-label={t.editNamed(c.name)} onClick={() => edit(c)}>
                    {t.edit}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
      {mayEdit && (
        <Card title={editing === null ? t.add : `${t.edit}: ${editing.name}`}>
          <form
            aria-label={editing === null ? t.add : t.editNamed(editing.name)}
            className="grid gap-3 sm:grid-cols-2"
            onSubmit={(e) => {
              e.preventDefault();
              save.mutate({ ...(editing === null ? {} : { courier_id: editing.courier_id }), ...form });
            }}
          >
            <TextField label={t.name} value={form.name} required maxLength={60} error={errors.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
            <TextField label={t.trackingUrl} hint={t.trackingUrlHint} value={form.tracking_url} inputMode="url" maxLength={300} error={errors.tracking_url} onChange={(e) => setForm({ ...form, tracking_url: e.target.value })} />
            <TextField label={t.awbPattern} hint={t.awbPatternHint} value={form.awb_pattern} maxLength={200} spellCheck={false} autoCapitalize="off" error={errors.awb_pattern} onChange={(e) => setForm({ ...form, awb_pattern: e.target.value })} />
            <TextField label={t.awbHint} hint={t.awbHintHint} value={form.awb_hint} maxLength={80} error={errors.awb_hint} onChange={(e) => setForm({ ...form, awb_hint: e.target.value })} />
            <Checkbox label={t.active} checked={form.active} onChange={(e) => setForm({ ...form, active: e.target.checked })} />
            <div className="flex gap-2 sm:col-span-2">
              <Button type="submit" disabled={save.isPending}>{editing === null ? t.add : t.save}</Button>
              {editing !== null && (
                <Button kind="secondary" onClick={() => { setEditing(null); setForm(blank); save.reset(); }}>
                  {t.cancel}
                </Button>
              )}
            </div>
          </form>
          {save.error && Object.keys(errors).length === 0 && <p role="alert" className="mt-2 text-sm font-semibold text-red-800">{save.error.message}</p>}
        </Card>
      )}
    </div>
  );
}
