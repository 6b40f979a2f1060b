// The header search form without JavaScript: /search?q=... goes to the search page.
import { routes } from '@/lib/routes';
import { limits } from '@/lib/config';

export function GET(request: Request) {
  const url = new URL(request.url);
  const keyword = (url.searchParams.get('q') ?? '').trim();
  const target = keyword.length >= limits.searchEnterMinChars ? routes.search(keyword) : routes.home;
  return Response.redirect(new URL(target, url), 303);
}
