// The original shop showed the cancellation policy at /Cancellation-policy as well as
// /cancellation-policy. The capitalised path answers a permanent redirect to the
// lower-case one, so both work and search engines index a single page. (A second
// page.tsx here is not possible: TypeScript refuses two files whose paths differ only
// in case.) Note for case-insensitive file systems: this folder and
// app/cancellation-policy fold into one there; the shop is built and run on Linux.
import { routes } from '@/lib/routes';

export function GET(): Response {
  return new Response(null, { status: 308, headers: { location: routes.cancellationPolicy } });
}
