// The shape of a handler: parsed request in, the call's answer out. The dispatcher adds
// the call's success message (declared in the contract), so a handler never spells it;
// a call marked `auth: true` gets the session's customer in its context.
import { store } from '@/lib/config';
import type { CallName, Calls, ParsedRequestOf, ResponseOf } from '@/lib/contract';
import type { CustomerContext, HandlerContext } from './context';

/** The context of call N: with the customer when the contract marks it `auth: true`. */
export type ContextOf<N extends CallName> = Calls[N] extends { auth: true } ? CustomerContext : HandlerContext;

/** What handler N returns: the call's response without the message the dispatcher adds. */
export type AnswerOf<N extends CallName> = Calls[N] extends { message: string } ? Omit<ResponseOf<N>, 'message'> : ResponseOf<N>;

export type Handler<N extends CallName> = (input: ParsedRequestOf<N>, ctx: ContextOf<N>) => Promise<AnswerOf<N>>;

export type HandlerTable = { [N in CallName]?: Handler<N> };

/** The rows a customer owns in this store (cart, addresses, orders). */
export function ownerOf(customer: { customer_id: number }) {
  return { companyId: store.companyId, storeId: store.storeId, customerId: customer.customer_id };
}
