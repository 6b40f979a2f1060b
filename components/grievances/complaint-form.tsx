'use client';
// A complaint to the grievance officer (docs/rules/grievances.md), from the contact page
// or an order's page (the order attached). The answer carries the ticket number, shown at
// once; the field errors of a 400 are shown under their fields.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { apiCall, ApiCallError } from '@/lib/client/http';
import { GRIEVANCE_CATEGORIES } from '@/lib/grievances/types';
import { screenTexts } from '@/lib/texts/screens';

const g = screenTexts.grievances;
export const complaintInputClass =
  'mt-1.5 block w-full rounded-lg border border-black/15 bg-white px-3.5 py-2.5 text-[15px] text-secondary shadow-sm outline-none placeholder:text-black/35 focus:border-primary focus:ring-2 focus:ring-primary/25';

/** A label above its control (a label around a select would take in its options' text), the field's error below. */
function Field({ label, id, error, children }: { label: string; id: string; error?: string; children: ReactNode }) {
  return (
    <div className="text-sm font-medium text-secondary">
      <label htmlFor={id} className="block">{label}</label>
      {children}
      {error && <span id={`${id}-error`} className="mt-1 block text-sm text-red-700">{`${label} ${error}`}</span>}
    </div>
  );
}

export function ComplaintForm({ orderId, heading = g.heading, intro, onFiled }: { orderId?: number; heading?: string; intro: string; onFiled?: () => void }) {
  const uid = useId();
  const [busy, setBusy] = useState(false);
  const [ticket, setTicket] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '').trim();
    setBusy(true);
    setFailure(null);
    setErrors({});
    try {
      const answer = await apiCall('fileComplaint', {
        name: field('name'), email: field('email'), phone: field('phone').replace(/\D/g, '').slice(-10),
        category: field('category') as (typeof GRIEVANCE_CATEGORIES)[number], subject: field('subject'), text: field('text'),
        ...(orderId ? { order_id: orderId } : {}),
      });
      setTicket(answer.payload.ticket);
      onFiled?.();
    } catch (error) {
      const body = error instanceof ApiCallError ? (error.body as { errors?: Record<string, string> } | undefined) : undefined;
      if (body?.errors) setErrors(body.errors);
      setFailure(error instanceof ApiCallError && error.status !== 400 ? error.message : body?.errors ? null : g.failed);
    } finally {
      setBusy(false);
    }
  }

  const id = orderId ? `complaint-order-${orderId}` : 'complaint';
  if (ticket) {
    return (
      <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-black/10 bg-white p-5 shadow-sm desk:p-8">
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-secondary">{heading}</h2>
        <div role="status" className="mt-3 rounded-lg bg-primary-soft p-4 text-secondary">
          <p className="font-semibold" data-testid="complaint-ticket-line">{g.filed(ticket)}</p>
          <p className="mt-1 text-sm">{g.filedNote}</p>
        </div>
      </section>
    );
  }
  return (
    <form onSubmit={submit} aria-labelledby={`${id}-heading`} noValidate className="rounded-2xl border border-black/10 bg-white p-5 shadow-sm desk:p-8">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-secondary desk:text-xl">{heading}</h2>
      <p className="mt-1 text-sm text-muted">{intro}</p>
      <div className="mt-5 grid gap-4 desk:grid-cols-2">
        <Field label={g.name} id={`${uid}-name`} error={errors.name}>
          <input name="name" id={`${uid}-name`} aria-invalid={errors.name ? true : undefined} aria-describedby={errors.name ? `${uid}-name-error` : undefined} required autoComplete="name" maxLength={120} className={complaintInputClass} />
        </Field>
        <Field label={g.phone} id={`${uid}-phone`} error={errors.phone}>
          <input name="phone" id={`${uid}-phone`} aria-invalid={errors.phone ? true : undefined} aria-describedby={errors.phone ? `${uid}-phone-error` : undefined} type="tel" required autoComplete="tel" inputMode="numeric" maxLength={14} placeholder="9876543210" className={complaintInputClass} />
        </Field>
        <Field label={g.email} id={`${uid}-email`} error={errors.email}>
          <input name="email" id={`${uid}-email`} aria-invalid={errors.email ? true : undefined} aria-describedby={errors.email ? `${uid}-email-error` : undefined} type="email" required autoComplete="email" maxLength={200} className={complaintInputClass} />
        </Field>
        <Field label={g.category} id={`${uid}-category`} error={errors.category}>
          <select name="category" id={`${uid}-category`} aria-invalid={errors.category ? true : undefined} aria-describedby={errors.category ? `${uid}-category-error` : undefined} required defaultValue={orderId ? 'order' : 'product'} className={complaintInputClass}>
            {GRIEVANCE_CATEGORIES.map((c) => (
              <option key={c} value={c}>{g.categories[c]}</option>
            ))}
          </select>
        </Field>
        <div className="desk:col-span-2">
          <Field label={g.subject} id={`${uid}-subject`} error={errors.subject}>
            <input name="subject" id={`${uid}-subject`} aria-invalid={errors.subject ? true : undefined} aria-describedby={errors.subject ? `${uid}-subject-error` : undefined} required maxLength={150} className={complaintInputClass} />
          </Field>
        </div>
        <div className="desk:col-span-2">
          <Field label={g.text} id={`${uid}-text`} error={errors.text}>
            <textarea name="text" id={`${uid}-text`} aria-invalid={errors.text ? true : undefined} aria-describedby={errors.text ? `${uid}-text-error` : undefined} required rows={5} maxLength={5000} placeholder={g.textPlaceholder} className={`${complaintInputClass} resize-y`} />
          </Field>
        </div>
      </div>
      {failure && <p role="alert" className="mt-4 text-sm text-red-700">{failure}</p>}
      <button
        type="submit"
        disabled={busy}
        className="mt-5 inline-flex w-full items-center justify-center rounded-lg bg-(--accent) px-6 py-3 text-[15px] font-semibold text-white shadow-sm hover:bg-(--accent-strong) disabled:cursor-not-allowed disabled:opacity-60 desk:w-auto"
      >
        {busy ? g.submitting : g.submit}
      </button>
    </form>
  );
}
