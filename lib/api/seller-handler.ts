// The shape of a seller handler: parsed request in, `{ payload }` out; the dispatcher
// adds the call's message. Calls open to 'anyone' (logging in) get no staff member.
import type { SellerCallName, SellerCalls, SellerParsedRequestOf, SellerResponseOf } from '@/lib/seller-contract';
import type { HandlerContext, StaffContext } from './context';

export type SellerContextOf<N extends SellerCallName> = SellerCalls[N] extends { roles: 'anyone' } ? HandlerContext : StaffContext;

export type SellerHandler<N extends SellerCallName> = (
  input: SellerParsedRequestOf<N>,
  ctx: SellerContextOf<N>,
) => Promise<Omit<SellerResponseOf<N>, 'message'>>;

export type SellerHandlerTable = { [N in SellerCallName]?: SellerHandler<N> };
