// The grievance desk's shopper calls (docs/rules/grievances.md): filing a complaint
// (anyone; an order only by its logged-in owner), the shopper's own complaints, and one
// complaint's status by ticket and mobile number.
import { currentCustomer } from '@/lib/auth/session';
import { enforceLimits } from '@/lib/auth/rate-limit';
import { fileGrievance, grievanceByTicket, grievancesOfCustomer } from '@/lib/grievances/grievances';
import { screenTexts } from '@/lib/texts/screens';
import type { HandlerTable } from '../handler';

export const grievanceHandlers: HandlerTable = {
  async fileComplaint({ order_id, ...input }, ctx) {
    // The same budget as the contact form: each complaint texts and mails what was typed in.
    await enforceLimits([['contactPerClient', ctx.clientIp], ['contactPerAccount', input.email.toLowerCase()]], screenTexts.grievances.tooMany);
    const customer = await currentCustomer(ctx);
    return { payload: await fileGrievance(ctx.database, { ...input, orderId: order_id }, customer?.customer_id ?? null) };
  },
  async myComplaints({ order_id }, ctx) {
    return { payload: await grievancesOfCustomer(ctx.database.db, ctx.customer.customer_id, order_id) };
  },
  async complaintStatus({ ticket, phone }, ctx) {
    await enforceLimits([['complaintLookupPerClient', ctx.clientIp]], screenTexts.grievances.tooManyLookups);
    return { payload: await grievanceByTicket(ctx.database.db, ticket, phone) };
  },
};
