// An unknown shelf's answer is the home's 404 (lib/server/not-found-home.ts), over real HTTP
// with a stand-in for Next that, like Next, waits for the 'finish' of what it wrote.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answerUnknownListWithHome, dropOutsideMark, isListPageRequest } from './not-found-home';
import { NOT_FOUND_HOME_HEADER } from './not-found-rewrite.mjs';

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

/** A stand-in for Next: a known shelf is a 200 list, an unknown one a 404 'not found', a marked request the home's 404. */
function next(asked: string[]) {
  return async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const marked = req.headers[NOT_FOUND_HOME_HEADER] === '1';
    asked.push(`${req.url}${marked ? ' (marked)' : ''}`);
    const finished = new Promise((resolve) => res.once('finish', resolve));
    if (marked) {
      res.statusCode = 404;
      res.setHeader('content-type', 'text/html');
      res.setHeader('x-robots', 'noindex');
      res.write('<h1>Home</h1>');
      res.end('<p>Deals of the Day</p>');
    } else if (req.url!.startsWith('/store-product/led-tvs')) {
      res.writeHead(200, { 'content-type': 'text/html', 'x-nextjs-cache': 'HIT' });
      res.write('<h1>LED TVs</h1>');
      await new Promise((resolve) => setTimeout(resolve, 5));
      res.end('<ul></ul>');
    } else {
      res.statusCode = 404;
      res.setHeader('x-nextjs-cache', 'MISS');
      res.setHeader('cache-control', 'private, no-cache');
      res.end('<h1>This page could not be found</h1>');
    }
    await finished;
  };
}

async function serve(asked: string[]) {
  const handle = next(asked);
  const server = http.createServer((req, res) => {
    res.setHeader('x-request-id', 'req-1');
    dropOutsideMark(req);
    void (isListPageRequest(req) ? answerUnknownListWithHome(handle, req, res) : handle(req, res));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('an unknown shelf answers with the home', () => {
  it('a 404 of a list page is dropped unsent and the request asked again, marked: the home, 404, without the first answer\'s headers', async () => {
    const asked: string[] = [];
    const origin = await serve(asked);
    const answer = await fetch(`${origin}/store-product/no-such-shelf?brand=samsung`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe('<h1>Home</h1><p>Deals of the Day</p>');
    expect(answer.headers.get('x-robots')).toBe('noindex');
    expect(answer.headers.get('x-nextjs-cache')).toBeNull();
    expect(answer.headers.get('cache-control')).toBeNull();
    expect(answer.headers.get('x-request-id')).toBe('req-1');
    expect(asked).toEqual(['/store-product/no-such-shelf?brand=samsung', '/store-product/no-such-shelf?brand=samsung (marked)']);
  });

  it('a found shelf goes out as Next writes it, asked once', async () => {
    const asked: string[] = [];
    const origin = await serve(asked);
    const answer = await fetch(`${origin}/store-product/led-tvs`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(await answer.text()).toBe('<h1>LED TVs</h1><ul></ul>');
    expect(asked).toEqual(['/store-product/led-tvs']);
  });

  it('only list pages are asked again; a caller cannot mark its own request', async () => {
    const asked: string[] = [];
    const origin = await serve(asked);
    const other = await fetch(`${origin}/my-orders/no-such-page`);
    expect(other.status).toBe(404);
    expect(await other.text()).toBe('<h1>This page could not be found</h1>');
    const forged = await fetch(`${origin}/store-product/led-tvs`, { headers: { [NOT_FOUND_HOME_HEADER]: '1' } });
    expect(await forged.text()).toBe('<h1>LED TVs</h1><ul></ul>');
    expect(asked).toEqual(['/my-orders/no-such-page', '/store-product/led-tvs']);
  });

  it('knows the list pages by the route table', () => {
    const request = (method: string, url: string) => ({ method, url }) as http.IncomingMessage;
    for (const url of ['/store/televisions', '/store/age/0-2-years', '/store-product/led-tvs', '/store-product/brand/3', '/search-product/split%20ac', '/category/smart-tvs/sub-category/4k-ultra-hd-tvs?sort=price-asc', '/store-product/vertical/refrigerator/category/smart-tvs']) {
      expect(isListPageRequest(request('GET', url)), url).toBe(true);
    }
    for (const url of ['/', '/product/x/1', '/checkout', '/store', '/store-product/%E0%A4%A', '/api/store/VerticalByProduct']) {
      expect(isListPageRequest(request('GET', url)), url).toBe(false);
    }
    expect(isListPageRequest(request('POST', '/store/televisions'))).toBe(false);
  });
});
