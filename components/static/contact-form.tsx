'use client';
// The contact form (docs/rules/pages.md#static-and-policy-pages): idle; submitting (button disabled); sent (button
// stays disabled) or failed (button enabled again, 'Failed to send mail'). The thank-you
// notice shows at once whatever the server answers; 'Mail Sent Successfully.' follows
// when the server replies 'Otp send successfully.'. Only the visitor's own fields are
// sent: the server picks the recipients and renders the mails.
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/client/toast';
import { apiCall, ApiCallError } from '@/lib/client/http';
import { callMessages } from '@/lib/client/call-messages';
import { pageTexts } from '@/lib/texts/pages';

type Status = 'idle' | 'submitting' | 'sent' | 'failed';

const labels = pageTexts.contactForm;
const inputClass =
  'mt-1.5 block w-full rounded-lg border border-black/15 bg-white px-3.5 py-2.5 text-[15px] text-secondary shadow-sm outline-none placeholder:text-black/35 focus:border-primary focus:ring-2 focus:ring-primary/25 disabled:bg-black/[0.03]';

export function ContactForm() {
  const [status, setStatus] = useState<Status>('idle');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'submitting' || status === 'sent') return;
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '').trim();
    setStatus('submitting');
    toast.success(pageTexts.contactThanks);
    try {
      const reply = await apiCall('sendContactUsEmail', {
        name: field('name'),
        userEmail: field('email'),
        phone: field('phone'),
        message: field('message'),
      });
      if (reply.message === callMessages.sendContactUsEmail) toast.success(pageTexts.contactMailSent);
      setStatus('sent');
    } catch (error) {
      // A visitor over the message limit is told to wait rather than that sending failed.
      toast.error(error instanceof ApiCallError && error.status === 429 ? error.message : pageTexts.contactFailed);
      setStatus('failed');
    }
  }

  const locked = status === 'submitting' || status === 'sent';
  return (
    <form onSubmit={submit} aria-labelledby="contact-form-heading" className="rounded-2xl border border-black/10 bg-white p-5 shadow-sm desk:p-8">
      <h2 id="contact-form-heading" className="text-lg font-semibold text-secondary desk:text-xl">
        {labels.heading}
      </h2>
      <p className="mt-1 text-sm text-muted">We reply within 1 to 2 business days. All fields are required.</p>
      <div className="mt-6 grid gap-5 desk:grid-cols-2">
        <label className="block text-sm font-medium text-secondary desk:col-span-2">
          {labels.name}
          <input name="name" type="text" required autoComplete="name" maxLength={120} readOnly={status === 'sent'} className={inputClass} />
        </label>
        <label className="block text-sm font-medium text-secondary">
          {labels.email}
          <input name="email" type="email" required autoComplete="email" maxLength={200} readOnly={status === 'sent'} className={inputClass} />
        </label>
        <label className="block text-sm font-medium text-secondary">
          {labels.phone}
          <input
            name="phone"
            type="tel"
            required
            autoComplete="tel"
            inputMode="tel"
            maxLength={20}
            placeholder="98765 43210"
            readOnly={status === 'sent'}
            className={inputClass}
          />
        </label>
        <label className="block text-sm font-medium text-secondary desk:col-span-2">
          {labels.message}
          <textarea
            name="message"
            required
            rows={5}
            maxLength={5000}
            readOnly={status === 'sent'}
            placeholder="How can we help? Include your order number if you have one."
            className={`${inputClass} resize-y`}
          />
        </label>
      </div>
      <button
        type="submit"
        disabled={locked}
        className="mt-6 inline-flex w-full items-center justify-center rounded-lg bg-(--accent) px-6 py-3 text-[15px] font-semibold text-white shadow-sm transition-colors hover:bg-(--accent-strong) disabled:cursor-not-allowed disabled:opacity-60 desk:w-auto"
      >
        {status === 'submitting' ? labels.submitting : status === 'sent' ? labels.sent : labels.submit}
      </button>
    </form>
  );
}
