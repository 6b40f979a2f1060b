// Every implemented call, by its contract name. Calls declared in the contract but
// not listed here answer 501 until their issue lands.
import type { HandlerTable } from '../handler';
import { catalogHandlers } from './catalog';
import { locationHandlers } from './location';

export const handlers: HandlerTable = {
  ...catalogHandlers,
  ...locationHandlers,
};
