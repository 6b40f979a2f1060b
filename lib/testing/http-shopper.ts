// A shopper of the demo shop over real HTTP, for the cluster test and the benchmark: OTP
// login (the OTP read from the demo outbox when the answer does not carry it), an address,
// and a cash-on-delivery order of one product. Each shopper calls from an address of its
// own (X-Forwarded-For), so the per-client OTP limits are not shared by every shopper.

export interface Reply {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

export async function post(base: string, apiPath: string, body: unknown, headers: Record<string, string> = {}): Promise<Reply> {
  const response = await fetch(`${base}/api/${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let parsed: any = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

let addressCounter = Math.floor(Math.random() * 200);
/** A documentation address (198.51.100.0/24) per call. */
export const freshIp = () => `198.51.100.${(addressCounter++ % 250) + 1}`;
export const freshMobile = () => `9${String(Date.now() % 1e5).padStart(5, '0')}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;

function expectStatus(reply: Reply, status: number, what: string): void {
  if (reply.status !== status) throw new Error(`${what}: expected ${status}, got ${reply.status}: ${reply.text.slice(0, 300)}`);
}

export interface HttpShopper {
  mobile: string;
  /** The session cookie, as a Cookie header. */
  cookie: string;
}

/** Logs a new shopper in by OTP at `base`. */
export async function logIn(base: string): Promise<HttpShopper> {
  const mobile = freshMobile();
  const from = { 'x-forwarded-for': freshIp() };
  const sent = await post(base, 'user/sendotp', { otp_type: 'mobile', username: mobile }, from);
  expectStatus(sent, 200, 'user/sendotp');
  let otp = sent.body.payload.otp;
  if (otp === undefined) {
    const outbox = await (await fetch(`${base}/api/dev/outbox?to=${mobile}`)).json();
    otp = Number(String(outbox.data[0].body).match(/\b(\d{4,8})\b/)?.[1]);
  }
  const verified = await post(base, 'user/verifyotp', { otp_id: sent.body.payload.otp_id, otp, otp_type: 'mobile', company_id: 191 }, from);
  expectStatus(verified, 200, 'user/verifyotp');
  const cookie = verified.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { mobile, cookie };
}

/**
 * The link of a COD order waiting for confirmation, as its shopper gets it: the SMS in the
 * demo outbox (sent by the job queue once the order commits, so it is waited for).
 */
export async function codConfirmLinkToken(base: string, contact: string, orderString: string, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const outbox = (await (await fetch(`${base}/api/dev/outbox?to=${contact}`)).json()) as { data: { body: string }[] };
    const sms = outbox.data.find((m) => m.body.includes(orderString) && m.body.includes('/cod/confirm/'));
    const token = sms && /\/cod\/confirm\/([A-Za-z0-9_-]+)/.exec(sms.body)?.[1];
    if (token) return token;
    if (Date.now() > deadline) throw new Error(`no confirmation link for ${orderString} in the outbox of ${contact}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Buys one unit of `productId` cash on delivery (a Delhi address), through `base`. An order
 * that waits for its confirmation (docs/rules/orders.md#cash-on-delivery-confirmation) is
 * confirmed as its shopper would, with the link's token from the SMS (store/confirmCod).
 */
export async function buyCashOnDelivery(base: string, shopper: HttpShopper, productId: number): Promise<Reply> {
  const headers = { cookie: shopper.cookie };
  const address = await post(base, 'store/addToaddress', {
    name: 'Asha Verma', contact: '9876543210', email: 'asha@example.in', pincode: '110001', house_no: 'B-14', street: 'Janpath Road', address_type: 'Home',
  }, headers);
  expectStatus(address, 200, 'store/addToaddress');
  expectStatus(await post(base, 'store/addTocart', { product_id: productId, quantity: 1 }, headers), 200, 'store/addTocart');
  const order = await post(base, 'store/cashOnDelivery', { address_id: address.body.payload.address_id }, headers);
  expectStatus(order, 200, 'store/cashOnDelivery');
  if (order.body.payload.status === 'awaiting_confirmation') {
    const token = await codConfirmLinkToken(base, '9876543210', order.body.payload.order_string);
    expectStatus(await post(base, 'store/confirmCod', { token }, headers), 200, 'store/confirmCod');
  }
  return order;
}

/** The HTML of a product page. */
export async function productPageHtml(base: string, product: { name_url: string; id: number }): Promise<string> {
  const response = await fetch(`${base}/product/${encodeURIComponent(product.name_url)}/${product.id}`, { signal: AbortSignal.timeout(30_000) });
  if (response.status !== 200) throw new Error(`product page ${product.id}: ${response.status}`);
  return response.text();
}

/** The stock badge of a product page's HTML (texts.inStock or texts.outOfStock). */
export function stockBadge(html: string): string | undefined {
  return html.match(/data-testid="stock-badge"[^>]*>([^<]*)</)?.[1];
}
