// The footer's newsletter (lib/newsletter/newsletter.ts; docs/rules/newsletter.md).
import { store } from '@/lib/config';
import { ShopError } from '@/lib/errors';
import { enforceLimits } from '@/lib/auth/rate-limit';
import { subscribe, unsubscribe } from '@/lib/newsletter/newsletter';
import { texts } from '@/lib/texts';
import type { HandlerTable } from '../handler';

export const newsletterHandlers: HandlerTable = {
  async newsletterSubscribe({ email }, ctx) {
    await enforceLimits([['newsletterPerClient', ctx.clientIp], ['newsletterPerAccount', email.toLowerCase()]], texts.newsletter.tooMany);
    await subscribe(ctx.database, email, store.siteUrl);
    return {};
  },
  async newsletterUnsubscribe({ token }, ctx) {
    if (!(await unsubscribe(ctx.database.db, token))) throw new ShopError('not_found', texts.newsletter.unknownLink);
    return {};
  },
};
