'use client';
// The card payment provider's affordability widget: EMI and pay
// later offers for the product's amount (in paise). Rendered only when the store has a
// card-payment key; the script comes from the provider's CDN, and when it cannot load
// the shopper reads a fallback text instead.
import { useEffect, useId, useState } from 'react';
import { productNoticeTexts } from '@/lib/texts/product-notices';
import { productControlTexts } from '@/lib/texts/product-controls';

export const AFFORDABILITY_SCRIPT = 'https://cdn.razorpay.com/widgets/affordability/affordability.js';

type WidgetState = 'loading' | 'ready' | 'unavailable';

interface AffordabilityConstructor {
  new (options: { key: string; amount: number }): { render(): void };
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const existing = document.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
    if (existing?.dataset.loaded === 'true') return resolve();
    const script = existing ?? document.createElement('script');
    script.addEventListener('load', () => {
      script.dataset.loaded = 'true';
      resolve();
    });
    script.addEventListener('error', () => reject(new Error(`could not load ${src}`)));
    if (!existing) {
      script.src = src;
      script.async = true;
      document.body.appendChild(script);
    }
  });
}

export function AffordabilityWidget({ paymentKey, amount }: { paymentKey: string; amount: number }) {
  const [state, setState] = useState<WidgetState>('loading');
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  useEffect(() => {
    let live = true;
    loadScript(AFFORDABILITY_SCRIPT)
      .then(() => {
        const Widget = (window as unknown as { RazorpayAffordabilitySuite?: AffordabilityConstructor }).RazorpayAffordabilitySuite;
        if (!Widget) throw new Error('affordability suite missing');
        if (!live) return;
        new Widget({ key: paymentKey, amount: Math.round(amount * 100) }).render();
        setState('ready');
      })
      .catch((error: unknown) => {
        console.error('[affordability] not available:', error);
        if (live) setState('unavailable');
      });
    return () => {
      live = false;
    };
  }, [paymentKey, amount]);
  return (
    <section aria-label={productControlTexts.affordability} className="rounded-xl border border-black/10 bg-white p-4">
      <h2 className="mb-2 text-base font-bold">{productControlTexts.affordability}</h2>
      <div id="razorpay-affordability-widget" data-widget-id={id} />
      {state === 'unavailable' && <p className="text-sm text-muted">{productNoticeTexts.affordabilityUnavailable}</p>}
    </section>
  );
}
