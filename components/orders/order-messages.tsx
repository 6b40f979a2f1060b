// Under an order: the messages sent to the shopper about it (what, by which channel,
// when in India's time, and what became of each). One line each, nothing when none.
import type { OrderDetail } from '@/lib/contract';
import { showMoment } from '@/lib/orders/display';
import { screenTexts } from '@/lib/texts/screens';

const t = screenTexts.orderMessages;

export function OrderMessages({ messages }: { messages: OrderDetail['messages'] }) {
  if (!messages?.length) return null;
  return (
    <section aria-labelledby="order-messages" className="rounded-xl border border-black/15 bg-white p-4">
      <h2 id="order-messages" className="mb-2 font-bold">{t.heading}</h2>
      <ul className="divide-y divide-black/10 text-sm">
        {messages.map((m, index) => (
          <li key={index} data-testid="order-message" className="flex flex-wrap justify-between gap-x-3 py-1.5">
            <span>
              <span className="font-semibold">{t.events[m.event] ?? m.event}</span> · {t.channels[m.channel] ?? m.channel}
            </span>
            <span className="text-neutral-700">
              <time dateTime={m.at}>{showMoment(m.at)}</time> · <span className={m.state === 'failed' ? 'font-semibold text-red-800' : 'font-semibold'}>{t.states[m.state] ?? m.state}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
