// The seller contract's request building blocks, each rule written once: the areas'
// files (staff.ts, orders.ts, ...) build their calls' request schemas from these.
import { z } from 'zod';
import { zId } from '@/lib/contract';
import { amountProblem, RUPEES_PATTERN, type AmountRule } from '@/lib/money/amount';
import { ORDER_STATUSES } from '@/lib/orders/status-machine';

export const zText = (max: number) => z.string({ error: 'is required' }).trim().min(1, 'is required').max(max, `must be at most ${max} characters`);
export const zOptionalText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).optional().transform((v) => (v === '' ? undefined : v));
export const zBoolean = z.boolean('must be true or false');

/**
 * An amount in rupees (number or text) as lib/money/amount.ts rules it: at most 2
 * decimals, at least 0 (more than 0 with `positive`), at most ₹10 crore.
 */
export function zRupees(rule: AmountRule = {}) {
  const notAmount = rule.notAmount ?? 'must be an amount';
  return z
    .union([z.number(), z.string().trim().regex(RUPEES_PATTERN, notAmount)])
    .transform(Number)
    .pipe(
      z.number(notAmount).superRefine((rupees, ctx) => {
        const problem = amountProblem(rupees, rule);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    );
}
/** An amount in rupees: 0 or more. */
export const zAmount = zRupees();
/** An amount in rupees above 0 (a price, a threshold). */
export const zPositiveAmount = zAmount.pipe(z.number().positive('must be more than 0'));

/**
 * A moment: an ISO time with its zone, or a date and time as a datetime-local field gives
 * it (YYYY-MM-DDTHH:MM, read as India time); answered as ISO UTC.
 */
export const zMoment = z
  .string('must be a date and time')
  .trim()
  .transform((v, ctx) => {
    const local = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(v);
    const ms = Date.parse(local ? `${v}${v.length === 16 ? ':00' : ''}+05:30` : v);
    if (!/^\d{4}-\d{2}-\d{2}T/.test(v) || Number.isNaN(ms)) {
      ctx.addIssue({ code: 'custom', message: 'must be a date and time, YYYY-MM-DDTHH:MM' });
      return z.NEVER;
    }
    return new Date(ms).toISOString();
  });
/** A day, as every date filter and date field takes it: YYYY-MM-DD. */
export const zDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');

/** A pincode prefix: '' (everywhere else) up to a whole six-digit pincode. */
export const zPincodePrefix = z.string('must be digits').trim().regex(/^\d{0,6}$/, 'must be up to 6 digits');
export const zPincode = z.string('must be a 6-digit pincode').trim().regex(/^[1-9]\d{5}$/, 'must be a 6-digit pincode');
export const zDays = z.union([z.number(), z.string().trim().regex(/^\d{1,2}$/, 'must be a whole number of days')]).transform(Number).pipe(z.number().int('must be a whole number of days').min(0, 'must not be negative').max(60, 'must be at most 60'));
export const zPercent = z.union([z.number(), z.string().trim().regex(/^\d{1,2}(\.\d{1,2})?$/, 'must be a percent')]).transform(Number).pipe(z.number().min(0, 'must not be negative').max(50, 'must be at most 50'));

/** A current code of the member's authenticator app (calls marked freshTotp, and login). */
export const zTotp = z.string({ error: 'is required' }).trim().regex(/^\d{6}$/, 'must be the 6-digit code from your authenticator app');
/** The `totp` of a call marked freshTotp whose code the dispatcher checks (403 without a current one), not the schema. */
export const zCheckedTotp = z.string().trim().max(10).optional();

export const zPageNo = zId.default(1);
export const zStatus = z.enum(ORDER_STATUSES, 'must be an order status');

/**
 * A file in a CSV import's `csv`: the call's body may be `maxBytes` (its maxBodyBytes),
 * read only once the staff session and role are checked.
 */
export const csvUpload = (maxBytes: number) => ({
  maxBodyBytes: maxBytes,
  request: z.object({ csv: z.string({ error: 'is required' }).min(1, 'is required').max(maxBytes, 'is too large') }),
});

/**
 * A picture upload, base64 in JSON: room for a file somewhat over the 8 MB a picture may
 * be (lib/products/pictures.ts), so a file just over it gets that rule's clear 400.
 */
export const PICTURE_BODY_BYTES = 16 * 1024 * 1024;
/** The picture's file, base64 in `data` (a data: URL's prefix dropped). */
export const zPictureData = z.string({ error: 'is required' }).min(1, 'is required').max(PICTURE_BODY_BYTES, 'is too large').transform((v) => v.replace(/^data:[^,]*,/, ''));
