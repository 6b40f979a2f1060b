'use client';
// The logged-in shopper's complaints (store/myComplaints): on /my-account all of them, on
// an order's page those about the order. Nothing shows on an order without complaints.
import { useApiQuery } from '@/lib/client/hooks';
import { screenTexts } from '@/lib/texts/screens';
import { ComplaintView } from './complaint-view';

const g = screenTexts.grievances;

export function MyComplaints({ orderId }: { orderId?: number }) {
  const query = useApiQuery('myComplaints', orderId ? { order_id: orderId } : {}, { retry: false });
  const complaints = query.data?.payload ?? [];
  if (orderId && complaints.length === 0) return null;
  return (
    <section aria-labelledby={orderId ? 'order-complaints-heading' : 'my-complaints-heading'} className="mt-4 rounded-xl border border-black/10 p-5">
      <h2 id={orderId ? 'order-complaints-heading' : 'my-complaints-heading'} className="mb-3 text-lg font-bold text-secondary">{g.mine}</h2>
      {query.isSuccess && complaints.length === 0 && <p className="text-sm text-muted">{g.none}</p>}
      <div className="space-y-3">
        {complaints.map((c) => (
          <ComplaintView key={c.ticket} complaint={c} />
        ))}
      </div>
    </section>
  );
}
