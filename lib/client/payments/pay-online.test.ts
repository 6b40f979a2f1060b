// The razorpay path of paying online, with a stand-in for checkout.js's window.Razorpay
// (the real script needs the internet): the widget is opened with the key, amount, INR,
// business name, order id and prefilled customer, and its handler's payment id and
// signature are confirmed to store/onlinePaymentSuccess; closing the widget rejects.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OnlinePaymentStart } from '@/lib/payments/types';

type Options = Record<string, any>;
let opened: Options[] = [];
let behaviour: 'pay' | 'dismiss' = 'pay';

class FakeRazorpay {
  constructor(private options: Options) {
    opened.push(options);
  }
  on() {}
  open() {
    if (behaviour === 'pay') this.options.handler({ razorpay_order_id: this.options.order_id, razorpay_payment_id: 'pay_123', razorpay_signature: 'sig_abc' });
    else this.options.modal.ondismiss();
  }
}

const storage = new Map<string, string>();
const fetchMock = vi.fn();

beforeEach(() => {
  opened = [];
  storage.clear();
  storage.set('cartData', JSON.stringify([{ product_id: 1, quantity: 1 }]));
  vi.stubGlobal('window', {
    Razorpay: FakeRazorpay,
    localStorage: { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => storage.set(k, v), removeItem: (k: string) => storage.delete(k) },
  });
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ message: 'Online payment successfully.', payload: {} }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

const start: OnlinePaymentStart = {
  order_id: 'order_rzp_1', provider: 'razorpay', key: 'rzp_test_key', amount: 285702, currency: 'INR', name: 'OpenBox Bazaar',
  description: 'Order OB1', receipt: 'OB1', our_order_id: 7, prefill: { name: 'Asha', email: 'a@b.in', contact: '9876543210' },
};

describe('payOnline', () => {
  it('test provider: hands back the local payment page', async () => {
    const { payOnline } = await import('./pay-online');
    expect(await payOnline({ ...start, provider: 'test', key: null }, (id) => `/payments/test?order_id=${id}`)).toEqual({ redirect: '/payments/test?order_id=order_rzp_1' });
    expect(opened).toEqual([]);
  });

  it('razorpay: opens checkout.js with the order, confirms the handler\'s payment and empties the cart', async () => {
    const { payOnline } = await import('./pay-online');
    expect(await payOnline(start, () => '')).toEqual({ paid: true });
    expect(opened[0]).toMatchObject({ key: 'rzp_test_key', amount: 285702, currency: 'INR', name: 'OpenBox Bazaar', order_id: 'order_rzp_1', prefill: start.prefill });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/store/onlinePaymentSuccess');
    expect(JSON.parse(init.body)).toEqual({ order_id: 'order_rzp_1', transection_id: 'pay_123', razorpay_signature: 'sig_abc' });
    expect(JSON.parse(storage.get('cartData')!)).toEqual([]);
  });

  it('razorpay: closing the widget rejects and confirms nothing', async () => {
    behaviour = 'dismiss';
    const { payOnline } = await import('./pay-online');
    await expect(payOnline(start, () => '')).rejects.toThrow('payment window closed');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(JSON.parse(storage.get('cartData')!)).toHaveLength(1);
    behaviour = 'pay';
  });
});
