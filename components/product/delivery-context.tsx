'use client';
// The product page's delivery check (docs/rules/addresses.md#delivery-check), shared by the Delivery &
// Services panel (where the shopper types the pincode) and the Add to cart button
// (which checks serviceability first). The pincode keeps digits only; more than 6 is
// refused with 'Please enter a valid pincode.'; a check with another length, or a null
// answer, shows 'Please enter valid pincode.'. A good check locks the box until Change.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { toast } from '@/lib/client/toast';
import { limits } from '@/lib/limits';
import { deliveryWindow, pincodeCheckable, pincodeInput, type DeliveryWindow } from '@/lib/delivery/window';
import { productNoticeTexts } from '@/lib/texts/product-notices';

export type DeliveryStatus = 'idle' | 'checking' | 'served' | 'invalid';

interface DeliveryState {
  pincode: string;
  status: DeliveryStatus;
  window: DeliveryWindow | null;
  /** False when the checked pincode takes no cash (docs/rules/delivery.md#cash-on-delivery-by-pincode). */
  cod: boolean;
  locked: boolean;
  type(value: string): void;
  check(): Promise<boolean>;
  change(): void;
  /** Before adding to the cart: true when no pincode was entered or it is served. */
  serviceableForCart(): Promise<boolean>;
}

const DeliveryContext = createContext<DeliveryState | null>(null);

export function useDelivery(): DeliveryState {
  const state = useContext(DeliveryContext);
  if (!state) throw new Error('useDelivery needs a DeliveryProvider');
  return state;
}

/** Like useDelivery, but null outside the product page. */
export const useOptionalDelivery = () => useContext(DeliveryContext);

export function DeliveryProvider({ storeEmail, children }: { storeEmail: string; children: ReactNode }) {
  const [pincode, setPincode] = useState('');
  const [status, setStatus] = useState<DeliveryStatus>('idle');
  const [window, setWindow] = useState<DeliveryWindow | null>(null);
  const [cod, setCod] = useState(true);
  const locked = status === 'served';

  const type = useCallback(
    (value: string) => {
      if (locked) return;
      const typed = pincodeInput(value, limits.pincodeLength);
      if (!typed.ok) {
        toast.error(productNoticeTexts.pincodeInvalidInput);
        return;
      }
      setPincode(typed.value);
      if (status === 'invalid') setStatus('idle');
    },
    [locked, status],
  );

  const check = useCallback(async () => {
    if (!pincodeCheckable(pincode, limits.pincodeLength)) {
      setStatus('invalid');
      setWindow(null);
      toast.error(productNoticeTexts.pincodeInvalid);
      return false;
    }
    setStatus('checking');
    try {
      // The API client loads with the first check: most visits never check a pincode.
      const { apiCall } = await import('@/lib/client/http');
      const answer = await apiCall('deliveryStatus', { pincode, email: storeEmail });
      if (!answer.data) throw new Error('not served');
      setWindow(deliveryWindow(new Date(), answer.data.min_days, answer.data.max_days));
      setCod(answer.data.cod !== false);
      setStatus('served');
      return true;
    } catch {
      setWindow(null);
      setStatus('invalid');
      toast.error(productNoticeTexts.pincodeInvalid);
      return false;
    }
  }, [pincode, storeEmail]);

  const change = useCallback(() => {
    setPincode('');
    setWindow(null);
    setStatus('idle');
  }, []);

  const serviceableForCart = useCallback(async () => {
    if (status === 'served') return true;
    if (pincode === '') return true;
    return check();
  }, [status, pincode, check]);

  const value = useMemo(
    () => ({ pincode, status, window, cod, locked, type, check, change, serviceableForCart }),
    [pincode, status, window, cod, locked, type, check, change, serviceableForCart],
  );
  return <DeliveryContext.Provider value={value}>{children}</DeliveryContext.Provider>;
}
