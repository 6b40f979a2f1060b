// Every implemented call, by its contract name. Calls declared in the contract but
// not listed here answer 501 until their issue lands.
import type { HandlerTable } from '../handler';
import { accountHandlers } from './accounts';
import { addressHandlers } from './addresses';
import { alertHandlers } from './alerts';
import { cartHandlers } from './cart';
import { catalogHandlers } from './catalog';
import { contactHandlers } from './contact';
import { grievanceHandlers } from './grievances';
import { locationHandlers } from './location';
import { newsletterHandlers } from './newsletter';
import { orderHandlers } from './orders';
import { codConfirmationHandlers } from './cod-confirmation';
import { paymentHandlers } from './payments';
import { reviewHandlers } from './reviews';
import { trackingHandlers } from './tracking';

export const handlers: HandlerTable = {
  ...catalogHandlers,
  ...contactHandlers,
  ...locationHandlers,
  ...accountHandlers,
  ...cartHandlers,
  ...addressHandlers,
  ...orderHandlers,
  ...codConfirmationHandlers,
  ...paymentHandlers,
  ...reviewHandlers,
  ...newsletterHandlers,
  ...grievanceHandlers,
  ...alertHandlers,
  ...trackingHandlers,
};
