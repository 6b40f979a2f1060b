'use client';
// /checkout (docs/rules/checkout.md#checkout-steps): the Cart step, then Place Order (Address, then
// Payment), beside the Order Summary (desktop 9/3 columns). Place Order sends a logged-in
// shopper's full cart to the server (store/updateTocartMultiple) and the returned lines
// and cart id replace the local ones, so every figure shown from then on is the
// server's; a guest gets the login popup (desktop) or /login (mobile).
import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '@/lib/client/toast';
import { apiCall, ApiCallError } from '@/lib/client/http';
import { useApiQuery } from '@/lib/client/hooks';
import { useCustomer, forgetCustomer } from '@/lib/client/customer';
import { openLoginPopup } from '@/lib/client/auth/login-popup-state';
import { useCart } from '@/lib/client/cart/use-cart';
import { writeLocalCart } from '@/lib/client/cart/local-cart';
import { limits } from '@/lib/limits';
import { orderSummary, payable } from '@/lib/orders/order-summary';
import { emptyLocalCart, payOnline } from '@/lib/client/payments/pay-online';
import type { PaymentMode } from '@/lib/orders/totals';
import { routes } from '@/lib/routes';
import { texts } from '@/lib/texts';
import { screenTexts } from '@/lib/texts/screens';
import { AddressLines, useAddresses } from '@/components/account/addresses';
import { AddressStep } from './address-step';
import { CartStep } from './cart-step';
import { OrderSummary } from './order-summary';
import { PaymentStep } from './payment-step';

const t = screenTexts.checkoutScreens;
type Step = 'cart' | 'address' | 'payment';

const isMobileWidth = () => window.matchMedia(`(max-width: ${limits.mobileBreakpointPx}px)`).matches;

function Steps({ step }: { step: Step }) {
  const item = (label: string, active: boolean, done: boolean) => (
    <li aria-current={active ? 'step' : undefined} className={`flex items-center gap-2 ${active ? 'font-bold text-primary-strong' : done ? 'text-neutral-800' : 'text-muted'}`}>
      <span aria-hidden="true" className={`flex h-6 w-6 items-center justify-center rounded-full border text-xs ${active || done ? 'border-primary-strong bg-primary-strong text-white' : 'border-black/30'}`}>
        {done ? '✓' : ''}
      </span>
      {label}
    </li>
  );
  return (
    <ol aria-label={t.heading} className="mb-4 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
      {item(t.stepCart, step === 'cart', step !== 'cart')}
      {item(`${t.stepPlaceOrder}: ${t.stepAddress}`, step === 'address', step === 'payment')}
      {item(t.stepPayment, step === 'payment', false)}
    </ol>
  );
}

function EmptyCart({ loggedIn }: { loggedIn: boolean }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-black/15 bg-white px-4 py-12 text-center">
      <p className="text-lg font-semibold max-desk:hidden">{screenTexts.checkoutEmptyDesktop}</p>
      <p className="text-lg font-semibold desk:hidden">{texts.cartEmpty}</p>
      {!loggedIn && (
        <p className="text-sm text-neutral-700">
          {t.loginHint}{' '}
          <button type="button" className="font-semibold text-primary-strong underline max-desk:hidden" onClick={() => openLoginPopup()}>
            {t.loginLink}
          </button>
          <Link href={routes.login} className="font-semibold text-primary-strong underline desk:hidden">
            {t.loginLink}
          </Link>
        </p>
      )}
      <Link href={routes.home} prefetch={false} className="rounded-lg bg-primary-strong px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-stronger">
        {t.continueShopping}
      </Link>
    </div>
  );
}

export function CheckoutPage() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { loggedIn, hydrated } = useCustomer();
  const cart = useCart();
  const [step, setStep] = useState<Step>('cart');
  const [addressId, setAddressId] = useState<number | null>(null);
  const [mode, setMode] = useState<PaymentMode | null>(null);
  const [busy, setBusy] = useState(false);
  const { addresses } = useAddresses();

  const fees = useApiQuery('paymentFees', {});
  // The server answers for the session's cart, which Place Order makes the same as this
  // one: so the charge is asked for, and shown, from the Address step on ('At next step'
  // before). Keyed on the subtotal so a change of the cart asks again.
  const synced = step !== 'cart';
  const delivery = useApiQuery('deliveryCharge', { sub_total: cart.subtotal }, { enabled: hydrated && loggedIn && synced && cart.count > 0 });
  // The applied coupon (docs/rules/coupons.md): what the server says it takes off the
  // session's cart, asked again when the cart changes; the order call prices it again.
  const [coupon, setCoupon] = useState<{ code: string; value: number } | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [couponBusy, setCouponBusy] = useState(false);
  const applyCoupon = useCallback(async (code: string) => {
    if (!code.trim()) {
      setCouponError(screenTexts.coupons.required);
      return;
    }
    setCouponBusy(true);
    try {
      const answer = await apiCall('applyCoupon', { couponcode: code });
      setCoupon({ code: answer.payload.couponcode, value: answer.payload.couponValue });
      setCouponError(null);
    } catch (error) {
      setCoupon(null);
      setCouponError(error instanceof Error ? error.message : screenTexts.coupons.unknown);
    } finally {
      setCouponBusy(false);
    }
  }, []);
  const appliedCode = coupon?.code;
  useEffect(() => {
    if (appliedCode && cart.count > 0) void applyCoupon(appliedCode);
    // Only a change of the cart asks again (the code itself was priced when applied).
  }, [cart.subtotal]);
  const summary = useMemo(
    () => orderSummary({
      lines: cart.lines,
      mode,
      fees: fees.data ?? null,
      delivery: synced && delivery.data?.message === 'Delivery Details.' ? delivery.data.payload_deliveryCharge : null,
      couponValue: coupon?.value ?? 0,
    }),
    [cart.lines, mode, fees.data, delivery.data, synced, coupon],
  );

  // Whether the chosen address's pincode takes cash (docs/rules/checkout.md#cash-on-delivery-by-pincode),
  // asked when the Payment step opens: Cash on delivery is then shown unavailable. The
  // server refuses such a cash order anyway; this only spares the shopper the refusal.
  // Order updates on WhatsApp: asked at the Payment step only while the shop sends them
  // (the server says so); read from the Address step on, so the box does not push the
  // button down as the shopper reaches for it.
  const whatsapp = useApiQuery('whatsappUpdates', {}, { enabled: hydrated && loggedIn && step !== 'cart', retry: false });
  const [whatsappOptIn, setWhatsappOptIn] = useState(false);
  const optIn = whatsappOptIn && Boolean(whatsapp.data?.payload.offered);

  const chosen = addresses.find((a) => a.address_id === addressId);
  const atAddress = useApiQuery('deliveryStatus', { pincode: chosen?.pincode ?? '' }, { enabled: step === 'payment' && Boolean(chosen?.pincode) });
  const codOffAt = atAddress.data?.data?.cod === false && chosen ? chosen.pincode : null;
  // The seller's COD rules (docs/rules/cod.md#the-checkout): whether they take this cart in
  // cash to this address, why not, and a partial-COD split. The order call decides again.
  const codCheck = useApiQuery('codCheck', { address_id: addressId ?? 0, couponcode: coupon?.code }, { enabled: step === 'payment' && addressId !== null, retry: false });
  const codAnswer = codCheck.data?.payload;
  const codRefused = codAnswer && !codAnswer.allowed ? codAnswer.reason : null;
  const codSplit = codAnswer?.allowed && codAnswer.upfront > 0 ? { upfront: codAnswer.upfront, cash: codAnswer.cash } : null;
  useEffect(() => {
    if ((codOffAt || codRefused) && mode === 'cash') setMode(null);
  }, [codOffAt, codRefused, mode]);

  // Back from a failed test payment: say so; the cart is untouched. Read from the address
  // bar after hydration rather than with useSearchParams, which would leave the whole
  // screen out of the server-rendered page (client-side rendering up to the Suspense above).
  const failedNotice = useRef(false);
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get('payment') !== 'failed' || failedNotice.current) return;
    failedNotice.current = true;
    toast.error(screenTexts.orderFailed, { description: t.paymentFailed });
    router.replace(routes.checkout);
  }, [router]);

  // An empty cart has nothing to order: back to the Cart step.
  useEffect(() => {
    if (cart.count === 0 && step !== 'cart') setStep('cart');
  }, [cart.count, step]);

  const loginFirst = useCallback(() => {
    if (isMobileWidth()) router.push(routes.login);
    else openLoginPopup();
  }, [router]);

  async function placeOrderStep() {
    if (!loggedIn) {
      loginFirst();
      return;
    }
    setBusy(true);
    try {
      const answer = await apiCall('updateToCartMultiple', { cartJson: JSON.stringify(cart.lines) });
      if (answer.message !== 'Add successfully.') throw new Error(answer.message);
      writeLocalCart({ lines: answer.payload_cartList_items, cartId: answer.payload_cartList_id, saved: true });
      await queryClient.invalidateQueries({ queryKey: ['store/deliveryCharge'] });
      if (answer.payload_cartList_items.length > 0) setStep('address');
    } catch (error) {
      if (error instanceof ApiCallError && error.status === 401) {
        forgetCustomer();
        loginFirst();
      } else toast.error(texts.cartFailure);
    } finally {
      setBusy(false);
    }
  }

  function succeeded() {
    emptyLocalCart();
    router.push(routes.myOrdersPlaced);
  }

  async function placeOrder() {
    if (addressId === null) {
      toast.error(screenTexts.chooseAddress);
      return;
    }
    if (mode === null) {
      toast.error(screenTexts.choosePayment);
      return;
    }
    setBusy(true);
    try {
      if (mode === 'cash') {
        const answer = await apiCall('cashOnDelivery', { address_id: addressId, couponcode: coupon?.code, whatsapp_opt_in: optIn });
        if (answer.message !== 'Cash on delivery successfully.') throw new Error(answer.message);
        // Partial COD: the order is placed once its upfront part is paid, as an online payment is.
        const upfront = answer.payload.upfront_payment;
        if (upfront) {
          const paid = await payOnline(upfront, routes.testPayment);
          if ('redirect' in paid) {
            router.push(paid.redirect);
            return;
          }
        }
        succeeded();
        return;
      }
      const answer = await apiCall('onlinePaymentProcess', { address_id: addressId, couponcode: coupon?.code, whatsapp_opt_in: optIn });
      const outcome = await payOnline(answer.payload_onlinePaymentProcess, routes.testPayment);
      if ('redirect' in outcome) {
        router.push(outcome.redirect);
        return;
      }
      succeeded();
    } catch (error) {
      const detail = error instanceof ApiCallError && error.message !== screenTexts.orderFailed ? error.message : undefined;
      toast.error(screenTexts.orderFailed, detail ? { description: detail } : undefined);
      setBusy(false);
    }
  }


  return (
    // One height before and after the cart is read from this browser (the server cannot
    // know it): the empty cart or the first lines take the frame's place, and the footer
    // under it does not move.
    <div className="mx-auto min-h-[60vh] max-w-7xl px-4 py-6">
      <h1 className="mb-3 text-2xl font-bold max-desk:sr-only">{t.heading}</h1>
      {!hydrated ? (
        <div aria-busy="true" />
      ) : cart.count === 0 ? (
        <EmptyCart loggedIn={loggedIn} />
      ) : (
        <>
          <Steps step={step} />
          <div className="grid grid-cols-1 gap-6 desk:grid-cols-12">
            <div className="flex flex-col gap-4 desk:col-span-9">
              {step === 'cart' ? (
                <CartStep onPlaceOrder={placeOrderStep} busy={busy} />
              ) : (
                <>
                  <div className="flex items-center justify-between rounded-xl border border-black/15 bg-white p-4 text-sm">
                    <span>
                      <span className="font-semibold">{t.stepCart}</span>: {t.itemCount(cart.count)}
                    </span>
                    <button type="button" onClick={() => setStep('cart')} className="font-semibold text-primary-strong underline" aria-label={`${t.change} ${t.stepCart}`}>
                      {t.change}
                    </button>
                  </div>
                  {step === 'address' ? (
                    <AddressStep selected={addressId} onSelect={setAddressId} onProceed={() => setStep('payment')} />
                  ) : (
                    <>
                      <div className="flex items-start justify-between gap-3 rounded-xl border border-black/15 bg-white p-4">
                        <div>
                          <h2 className="mb-1 font-bold">{t.deliveryAddress}</h2>
                          {chosen && <AddressLines address={chosen} />}
                        </div>
                        <button type="button" onClick={() => setStep('address')} className="text-sm font-semibold text-primary-strong underline" aria-label={`${t.change} ${t.deliveryAddress}`}>
                          {t.change}
                        </button>
                      </div>
                      <PaymentStep
                        mode={mode}
                        onMode={setMode}
                        amount={payable(summary.total)}
                        onPlace={placeOrder}
                        busy={busy}
                        codOffAt={codOffAt}
                        codRefused={codRefused}
                        codSplit={codSplit}
                        whatsapp={{ state: whatsapp.data?.payload, optIn: whatsappOptIn, onOptIn: setWhatsappOptIn }}
                      />
                    </>
                  )}
                </>
              )}
            </div>
            <div className="desk:col-span-3">
              <OrderSummary
                summary={summary}
                split={mode === 'cash' ? codSplit : null}
                coupon={{ code: coupon?.code ?? null, error: couponError, busy: couponBusy, onApply: (code) => void applyCoupon(code), onRemove: () => setCoupon(null) }}
              />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
