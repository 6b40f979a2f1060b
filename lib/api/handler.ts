// The shape of a handler: parsed request in, the call's response shape out.
import type { CallName, ParsedRequestOf, ResponseOf } from '@/lib/contract';
import type { HandlerContext } from './context';

export type Handler<N extends CallName> = (
  input: ParsedRequestOf<N>,
  ctx: HandlerContext,
) => Promise<ResponseOf<N>>;

export type HandlerTable = { [N in CallName]?: Handler<N> };
