'use client';
// The footer's newsletter box (docs/rules/newsletter.md): a valid address is signed up
// (newsletter/subscribe, which mails it its unsubscribe link) and thanked here, in the
// page, and the box is cleared; a refusal is said in the same place.
import { useId, useState, type FormEvent } from 'react';
import { layoutTexts } from '@/lib/texts/layout';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'idle' | 'invalid' | 'sending' | 'done' | 'failed'>('idle');
  const [failure, setFailure] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!EMAIL.test(email.trim())) {
      setState('invalid');
      return;
    }
    setState('sending');
    try {
      // The API client loads on the submit: every page has this footer.
      const { apiCall } = await import('@/lib/client/http');
      await apiCall('newsletterSubscribe', { email: email.trim() });
      setEmail('');
      setState('done');
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : layoutTexts.newsletterFailed);
      setState('failed');
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <label htmlFor={`${id}-email`} className="sr-only">
        {layoutTexts.newsletterEmail}
      </label>
      <div className="flex overflow-hidden rounded-lg bg-white/10 ring-1 ring-white/15 focus-within:ring-primary">
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder={layoutTexts.newsletterEmail}
          value={email}
          aria-invalid={state === 'invalid'}
          aria-describedby={`${id}-status`}
          onChange={(event) => {
            setEmail(event.target.value);
            if (state !== 'idle') setState('idle');
          }}
          className="min-w-0 flex-1 bg-transparent px-3 py-2.5 text-sm text-white outline-none placeholder:text-white/50"
        />
        <button type="submit" disabled={state === 'sending'} className={`px-4 text-sm font-semibold transition bg-primary-strong text-white hover:bg-primary-stronger`}>
          {layoutTexts.subscribe}
        </button>
      </div>
      <p id={`${id}-status`} role="status" className={`min-h-5 text-xs ${state === 'invalid' || state === 'failed' ? 'text-red-300' : 'text-primary'}`}>
        {state === 'invalid' ? layoutTexts.newsletterInvalid : state === 'done' ? layoutTexts.newsletterThanks : state === 'failed' ? failure : ''}
      </p>
    </form>
  );
}
