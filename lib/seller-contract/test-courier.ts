// Seller calls of the demo's test courier page (lib/shipping/test-courier-page.ts; demo mode
// only, 404 otherwise): its shipments, and one courier event sent for a parcel.
import { z } from 'zod';
import { sellerClientCalls as paths } from '@/lib/client/seller/call-table';
import type { TestCourierShipment } from '@/lib/shipping/test-courier-page';
import { MANAGERS, sellerCall } from './call';
import { zOptionalText, zText } from './fields';

const EVENTS = [42, 18, 17, 7, 21, 9, 10] as const;

export const testCourierCalls = {
  testCourierShipments: sellerCall<{ shipments: TestCourierShipment[] }>()({
    ...paths.testCourierShipments, roles: MANAGERS,
    request: z.object({}),
  }),
  testCourierAdvance: sellerCall<{ shipments: TestCourierShipment[]; outcome: string; moves: string[] }>()({
    ...paths.testCourierAdvance, roles: MANAGERS,
    request: z.object({
      awb: zText(40),
      status_id: z.coerce.number().refine((n) => (EVENTS as readonly number[]).includes(n), `must be one of ${EVENTS.join(', ')}`),
      reason: zOptionalText(200),
    }),
  }),
} as const;
