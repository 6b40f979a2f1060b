// Shiprocket's external API (https://apiv2.shiprocket.in/v1/external) behind the courier
// interface (./provider.ts; docs/rules/shipping.md#setting-up-shiprocket). Fields are named
// as Shiprocket names them; amounts go out in rupees, weights in kg, sizes in cm.
// - Auth: POST auth/login (email, password) answers a bearer token valid 10 days. It is kept
//   per account and origin, renewed a day before it runs out, and renewed once when a call
//   answers 401 (a token revoked in the panel, or a password changed).
// - Shiprocket has no idempotency key (create/adhoc twice makes two orders), so findOrder
//   searches the account's orders for our order number: the booking job asks it before
//   creating again (lib/shipping/booking.ts).
// - Every call has a timeout; every failure becomes ShopError('upstream_failed').
// SHIPROCKET_API_URL points it elsewhere (tests and QA: lib/testing/fake-shiprocket.ts).
import { ShopError } from '@/lib/errors';
import type {
  BookingInput,
  CourierOrder,
  CourierProvider,
  CourierRate,
  CourierScan,
  CourierTracking,
  NdrAction,
  ReturnAddress,
} from './provider';

export const SHIPROCKET_TIMEOUT_MS = 15_000;
export const SHIPROCKET_DEFAULT_URL = 'https://apiv2.shiprocket.in';
/** Shiprocket's tokens live 10 days; ours is renewed after 9. */
const TOKEN_LIFETIME_MS = 9 * 24 * 60 * 60_000;

type Env = Readonly<Record<string, string | undefined>>;

export interface ShiprocketSettings {
  email: string;
  password: string;
  apiUrl: string;
  timeoutMs: number;
}

/** The account's settings, or null when Shiprocket is not configured (no e-mail or password). */
export function shiprocketSettings(env: Env = process.env): ShiprocketSettings | null {
  const email = env.SHIPROCKET_EMAIL?.trim();
  const password = env.SHIPROCKET_PASSWORD;
  if (!email || !password?.trim()) return null;
  return {
    email,
    password,
    apiUrl: (env.SHIPROCKET_API_URL?.trim() || SHIPROCKET_DEFAULT_URL).replace(/\/+$/, ''),
    timeoutMs: Number(env.SHIPROCKET_TIMEOUT_MS) > 0 ? Number(env.SHIPROCKET_TIMEOUT_MS) : SHIPROCKET_TIMEOUT_MS,
  };
}

interface CachedToken {
  token: string;
  renewAt: number;
}

// One token per account and origin, shared by every route bundle of the process.
const tokensKey = Symbol.for('storefront.shiprocketTokens');
function tokenCache(): Map<string, CachedToken> {
  const holder = globalThis as { [tokensKey]?: Map<string, CachedToken> };
  holder[tokensKey] ??= new Map();
  return holder[tokensKey]!;
}

/** Forgets every cached token (tests). */
export function forgetShiprocketTokens(): void {
  tokenCache().clear();
}

const rupees = (paise: number) => Math.round(paise) / 100;
const paise = (rupeeValue: unknown) => Math.round(Number(rupeeValue ?? 0) * 100);
const text = (value: unknown): string | null => (value === null || value === undefined || value === '' ? null : String(value));

/** "2026-11-28 15:04" in India's time, as Shiprocket's order_date wants it. */
export function shiprocketDate(iso: string): string {
  const at = new Date(new Date(iso).getTime() + 330 * 60_000);
  return at.toISOString().slice(0, 16).replace('T', ' ');
}

/** Shiprocket's "2026-11-28 15:04:05" (India time) as ISO; anything unreadable stays as given. */
export function isoFromShiprocket(value: unknown): string {
  const raw = String(value ?? '').trim();
  const match = raw.match(/^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)/);
  if (!match) return raw;
  const at = new Date(`${match[1]}T${match[2].length === 5 ? `${match[2]}:00` : match[2]}+05:30`);
  return Number.isNaN(at.getTime()) ? raw : at.toISOString();
}

function splitName(name: string): { first: string; last: string } {
  const parts = name.trim().split(/\s+/);
  return parts.length > 1 ? { first: parts.slice(0, -1).join(' '), last: parts[parts.length - 1] } : { first: parts[0] ?? '', last: '' };
}

/** Shiprocket's order_items[] (selling_price in rupees). */
function orderItems(input: BookingInput) {
  return input.items.map((item) => ({
    name: item.name,
    sku: item.sku,
    units: item.units,
    selling_price: rupees(item.sellingPricePaise),
    discount: 0,
    tax: 0,
    ...(item.hsn ? { hsn: item.hsn } : {}),
  }));
}

/** The body of POST orders/create/adhoc for a booking. */
export function adhocOrderBody(input: BookingInput) {
  const name = splitName(input.customer.name);
  return {
    order_id: input.channelOrderId,
    order_date: shiprocketDate(input.orderDate),
    pickup_location: input.pickupLocation,
    billing_customer_name: name.first,
    billing_last_name: name.last,
    billing_address: input.customer.address,
    billing_address_2: input.customer.address2 ?? '',
    billing_city: input.customer.city,
    billing_pincode: input.customer.pincode,
    billing_state: input.customer.state,
    billing_country: input.customer.country,
    billing_email: input.customer.email ?? '',
    billing_phone: input.customer.phone,
    shipping_is_billing: true,
    order_items: orderItems(input),
    payment_method: input.paymentMethod,
    shipping_charges: 0,
    giftwrap_charges: 0,
    transaction_charges: 0,
    total_discount: 0,
    sub_total: rupees(input.subTotalPaise),
    // Shiprocket asks for the e-way bill of a consignment of ₹50,000 or more.
    ...(input.ewayBillNo ? { ewaybill_no: input.ewayBillNo } : {}),
    // Shiprocket collects the order's sub_total on a COD order; a part paid ahead is a discount.
    ...(input.paymentMethod === 'COD' && input.codAmountPaise < input.subTotalPaise
      ? { total_discount: rupees(input.subTotalPaise - input.codAmountPaise) }
      : {}),
    length: input.lengthCm,
    breadth: input.breadthCm,
    height: input.heightCm,
    weight: input.weightKg,
  };
}

/** The body of POST orders/create/return: picked up from the shopper, delivered to the seller. */
export function returnOrderBody(input: BookingInput & { returnId: number; returnTo: ReturnAddress }) {
  const shopper = splitName(input.customer.name);
  const seller = splitName(input.returnTo.name);
  return {
    order_id: input.channelOrderId,
    order_date: shiprocketDate(input.orderDate),
    pickup_customer_name: shopper.first,
    pickup_last_name: shopper.last,
    pickup_address: input.customer.address,
    pickup_address_2: input.customer.address2 ?? '',
    pickup_city: input.customer.city,
    pickup_state: input.customer.state,
    pickup_country: input.customer.country,
    pickup_pincode: input.customer.pincode,
    pickup_email: input.customer.email ?? '',
    pickup_phone: input.customer.phone,
    shipping_customer_name: seller.first,
    shipping_last_name: seller.last,
    shipping_address: input.returnTo.address,
    shipping_address_2: '',
    shipping_city: input.returnTo.city,
    shipping_country: 'India',
    shipping_pincode: input.returnTo.pincode,
    shipping_state: input.returnTo.state,
    shipping_email: input.returnTo.email ?? '',
    shipping_phone: input.returnTo.phone,
    order_items: orderItems(input),
    payment_method: 'Prepaid',
    total_discount: 0,
    sub_total: rupees(input.subTotalPaise),
    length: input.lengthCm,
    breadth: input.breadthCm,
    height: input.heightCm,
    weight: input.weightKg,
  };
}

function failure(message: string, extra: Record<string, unknown> = {}): ShopError {
  return new ShopError('upstream_failed', message, { provider: 'shiprocket', ...extra });
}

/** Shiprocket's own words for a refusal: { message, errors: { field: [..] } }. */
function refusalText(body: any, raw: string): string {
  const message = typeof body?.message === 'string' ? body.message : raw.slice(0, 200);
  const fields = body?.errors && typeof body.errors === 'object'
    ? Object.entries(body.errors).map(([field, list]) => `${field}: ${Array.isArray(list) ? list.join(' ') : String(list)}`)
    : [];
  return [message, ...fields].filter(Boolean).join('; ');
}

export function shiprocketProvider(settings: ShiprocketSettings, clock: () => number = Date.now): CourierProvider {
  const cacheKey = `${settings.apiUrl}|${settings.email}`;

  async function send(method: 'GET' | 'POST', path: string, body: unknown, token: string | null) {
    let response: Response;
    try {
      response = await fetch(`${settings.apiUrl}/v1/external/${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as Error)?.name === 'TimeoutError' || (error as Error)?.name === 'AbortError';
      throw failure(
        timedOut ? `Shiprocket did not answer ${method} ${path} within ${settings.timeoutMs / 1000} s` : `Shiprocket could not be reached (${method} ${path}): ${(error as Error).message}`,
        { timedOut },
      );
    }
    const raw = await response.text();
    let parsed: any = null;
    try {
      parsed = raw ? JSON.parse(raw) : null;
    } catch {
      parsed = null;
    }
    return { status: response.status, body: parsed, raw };
  }

  async function login(): Promise<string> {
    const answer = await send('POST', 'auth/login', { email: settings.email, password: settings.password }, null);
    if (answer.status !== 200 || typeof answer.body?.token !== 'string') {
      throw failure(`Shiprocket refused the login of ${settings.email} (HTTP ${answer.status}): ${refusalText(answer.body, answer.raw)}`, { status: answer.status });
    }
    tokenCache().set(cacheKey, { token: answer.body.token, renewAt: clock() + TOKEN_LIFETIME_MS });
    return answer.body.token;
  }

  async function token(): Promise<string> {
    const cached = tokenCache().get(cacheKey);
    if (cached && cached.renewAt > clock()) return cached.token;
    return login();
  }

  /** An authenticated call; one fresh login and one more try when the token is refused. */
  async function call<T = any>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let answer = await send(method, path, body, await token());
    if (answer.status === 401) {
      tokenCache().delete(cacheKey);
      answer = await send(method, path, body, await login());
    }
    if (answer.status < 200 || answer.status >= 300) {
      throw failure(`Shiprocket ${method} ${path} answered HTTP ${answer.status}: ${refusalText(answer.body, answer.raw)}`, { status: answer.status });
    }
    if (answer.body === null) throw failure(`Shiprocket ${method} ${path} answered something that is not JSON`);
    return answer.body as T;
  }

  const ids = (values: string[]) => values.map((v) => (/^\d+$/.test(v) ? Number(v) : v));

  function courierOrderOf(order: any): CourierOrder {
    const shipment = Array.isArray(order?.shipments) ? order.shipments[0] : null;
    return {
      providerOrderId: String(order.id),
      providerShipmentId: String(shipment?.id ?? ''),
      awb: text(shipment?.awb),
      courierCompanyId: text(shipment?.courier_id ?? shipment?.courier_company_id),
      courierName: text(shipment?.courier),
    };
  }

  function createdOrder(answer: any, what: string): CourierOrder {
    if (answer?.order_id === undefined || answer?.shipment_id === undefined || answer?.order_id === null) {
      throw failure(`Shiprocket did not create the ${what}: ${refusalText(answer, JSON.stringify(answer))}`);
    }
    return {
      providerOrderId: String(answer.order_id),
      providerShipmentId: String(answer.shipment_id),
      awb: text(answer.awb_code),
      courierCompanyId: text(answer.courier_company_id),
      courierName: text(answer.courier_name),
    };
  }

  return {
    name: 'shiprocket',

    async rates(query) {
      const params = new URLSearchParams({
        pickup_postcode: query.pickupPincode,
        delivery_postcode: query.deliveryPincode,
        weight: String(query.weightKg),
        cod: query.cod ? '1' : '0',
        declared_value: String(Math.ceil(query.declaredValuePaise / 100)),
      });
      const answer = await call('GET', `courier/serviceability?${params}`);
      const companies: any[] = answer?.data?.available_courier_companies ?? [];
      return companies.map(
        (c): CourierRate => ({
          courierCompanyId: String(c.courier_company_id),
          courierName: String(c.courier_name),
          ratePaise: paise(c.rate ?? c.freight_charge),
          codChargesPaise: paise(c.cod_charges),
          estimatedDays: Number(c.estimated_delivery_days) || 0,
          etd: text(c.etd),
        }),
      );
    },

    async findOrder(channelOrderId) {
      const answer = await call('GET', `orders?${new URLSearchParams({ search: channelOrderId, per_page: '50' })}`);
      // The search matches parts of many fields: only our exact order number counts; the oldest is the booking.
      const matches = (Array.isArray(answer?.data) ? answer.data : [])
        .filter((o: any) => String(o?.channel_order_id) === channelOrderId)
        .sort((a: any, b: any) => Number(a.id) - Number(b.id));
      return matches.length > 0 ? courierOrderOf(matches[0]) : null;
    },

    async createOrder(input) {
      return createdOrder(await call('POST', 'orders/create/adhoc', adhocOrderBody(input)), 'order');
    },

    async assignAwb({ providerShipmentId, courierCompanyId, isReturn }) {
      const answer = await call('POST', 'courier/assign/awb', {
        shipment_id: ids([providerShipmentId])[0],
        ...(courierCompanyId ? { courier_id: ids([courierCompanyId])[0] } : {}),
        ...(isReturn ? { is_return: 1 } : {}),
      });
      const data = answer?.response?.data;
      if (answer?.awb_assign_status !== 1 || !data?.awb_code) {
        throw failure(`Shiprocket assigned no AWB to shipment ${providerShipmentId}: ${refusalText(answer?.response ?? answer, JSON.stringify(answer))}`);
      }
      return { awb: String(data.awb_code), courierCompanyId: String(data.courier_company_id), courierName: String(data.courier_name) };
    },

    async requestPickup(providerShipmentIds) {
      const answer = await call('POST', 'courier/generate/pickup', { shipment_id: ids(providerShipmentIds) });
      if (answer?.pickup_status !== 1) throw failure(`Shiprocket did not schedule the pickup: ${refusalText(answer?.response ?? answer, JSON.stringify(answer))}`);
      const scheduled = answer?.response?.pickup_scheduled_date;
      return { pickupScheduledDate: scheduled ? isoFromShiprocket(scheduled) : null };
    },

    async label(providerShipmentIds) {
      const answer = await call('POST', 'courier/generate/label', { shipment_id: ids(providerShipmentIds) });
      if (answer?.label_created !== 1 || typeof answer?.label_url !== 'string') throw failure(`Shiprocket made no label: ${refusalText(answer, JSON.stringify(answer))}`);
      return { labelUrl: answer.label_url };
    },

    async manifest(providerShipmentIds) {
      const answer = await call('POST', 'manifests/generate', { shipment_id: ids(providerShipmentIds) });
      if (typeof answer?.manifest_url !== 'string') throw failure(`Shiprocket made no manifest: ${refusalText(answer, JSON.stringify(answer))}`);
      return { manifestUrl: answer.manifest_url };
    },

    async cancel(providerOrderIds) {
      await call('POST', 'orders/cancel', { ids: ids(providerOrderIds) });
    },

    async track(awb): Promise<CourierTracking> {
      const answer = await call('GET', `courier/track/awb/${encodeURIComponent(awb)}`);
      const data = answer?.tracking_data;
      // track_status 0 with a shipment status: booked, no scan yet; without one: an AWB it does not know.
      if (!data || (data.track_status === 0 && !Number(data.shipment_status))) throw failure(`Shiprocket has no tracking for AWB ${awb}: ${data?.error ?? 'no tracking data'}`);
      const activities: any[] = Array.isArray(data.shipment_track_activities) ? data.shipment_track_activities : [];
      const scans: CourierScan[] = activities.map((a) => ({
        at: isoFromShiprocket(a.date),
        activity: String(a.activity ?? ''),
        location: text(a.location),
        srStatus: text(a['sr-status']),
        srStatusLabel: text(a['sr-status-label']),
      }));
      const track = Array.isArray(data.shipment_track) ? data.shipment_track[0] : null;
      const latest = scans.map((s) => s.at).sort().at(-1);
      return {
        awb,
        currentStatusId: Number(data.shipment_status),
        currentStatus: String(track?.current_status ?? ''),
        at: latest ?? new Date(clock()).toISOString(),
        etd: text(data.etd ?? track?.edd),
        scans,
      };
    },

    async ndrAction(awb, action: NdrAction) {
      const body =
        action.action === 're-attempt'
          ? {
              action: 're-attempt',
              comments: 'Please deliver again on the date asked',
              deferred_date: action.date,
              ...(action.phone ? { phone: action.phone } : {}),
              ...(action.address ? { address1: action.address } : {}),
            }
          : { action: 'return', comments: 'Return to origin' };
      await call('POST', `ndr/${encodeURIComponent(awb)}/action`, body);
    },

    async ndrList() {
      const answer = await call('GET', 'ndr/all');
      const rows: any[] = Array.isArray(answer?.data) ? answer.data : [];
      return rows.map((r) => ({ awb: String(r.awb_code ?? r.awb ?? ''), channelOrderId: text(r.channel_order_id), reason: String(r.reason ?? ''), attempts: Number(r.attempts ?? 0) }));
    },

    async createReturn(input) {
      return createdOrder(await call('POST', 'orders/create/return', returnOrderBody(input)), 'return order');
    },
  };
}
