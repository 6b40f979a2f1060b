'use client';
// The cart's "EMI from ₹X/month" (docs/rules/alerts.md#emi): the server prices the lines
// itself and answers the offer (store/emiQuote), so the browser only says which products
// and how many. Asked again when the lines change; nothing shows without a plan that applies.
import { useEffect, useState } from 'react';
import type { CartLine } from '@/lib/cart/rules';
import type { EmiOffer as Offer } from '@/lib/emi/emi';
import { apiCall } from '@/lib/client/http';
import { EmiOffer } from '@/components/product/emi-offer';

export function CartEmi({ lines, id }: { lines: readonly CartLine[]; id: string }) {
  const wanted = JSON.stringify(lines.map((l) => ({ product_id: l.product_id, quantity: l.quantity })));
  const [offer, setOffer] = useState<{ for: string; offer: Offer | null } | null>(null);
  useEffect(() => {
    let live = true;
    if (wanted === '[]') return;
    apiCall('emiQuote', { lines: JSON.parse(wanted) as { product_id: number; quantity: number }[] })
      .then((answer) => live && setOffer({ for: wanted, offer: answer.payload }))
      .catch(() => live && setOffer({ for: wanted, offer: null })); // the cart works without it
    return () => {
      live = false;
    };
  }, [wanted]);
  // An answer for other lines is not shown while the new one is on its way.
  if (!offer || offer.for !== wanted) return null;
  return <EmiOffer offer={offer.offer} id={id} />;
}
