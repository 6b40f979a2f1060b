// The product list routes of list-route-table.mjs as TypeScript sees them: a route
// (its kind and parameters) from a URL's segments, and a URL from a route, with the
// parameter names and counts typed from the table's patterns. Pure: used by the URL
// builders of lib/routes.ts in the browser as much as by the server pages.
import { listRouteTable } from './list-route-table.mjs';

type Table = typeof listRouteTable;
export type ListKind = keyof Table;

/** The `:name` parameters of a pattern, in order. */
type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...ParamNames<Rest>]
  : Pattern extends `${string}:${infer Name}`
    ? [Name]
    : [];

export type ListParamName<K extends ListKind> = ParamNames<Table[K]>[number];
/** A route's parameters by name, as Next hands them to the route's page (app/ folder names). */
export type ListParams<K extends ListKind> = { [Name in ListParamName<K>]: string };
/** One list route: its kind and its parameters (decoded). */
export type ListRoute<K extends ListKind = ListKind> = K extends ListKind ? { kind: K } & ListParams<K> : never;
/** A URL builder's arguments: one value per parameter, in the pattern's order. */
export type ListPathValues<K extends ListKind> = AnyValues<ParamNames<Table[K]>>;
type AnyValues<Names extends string[]> = { [I in keyof Names]: string | number };

/** A pattern's segments: a literal, or `{ param }` for a `:name` segment. */
type Segment = string | { param: string };

const segmentsOf: Record<ListKind, Segment[]> = Object.fromEntries(
  Object.entries(listRouteTable).map(([kind, pattern]) => [
    kind,
    pattern
      .split('/')
      .slice(1)
      .map((part) => (part.startsWith(':') ? { param: part.slice(1) } : part)),
  ]),
) as Record<ListKind, Segment[]>;

export const listKinds = Object.keys(listRouteTable) as ListKind[];

/** A list route from its kind and parameters. */
export function listRoute<K extends ListKind>(kind: K, params: ListParams<K>): ListRoute<K> {
  return { kind, ...params } as ListRoute<K>;
}

/** The path of a list route, each parameter URL-encoded. */
export function listPath(route: ListRoute): string {
  const params = route as unknown as Record<string, string>;
  return segmentsOf[route.kind].map((s) => `/${typeof s === 'string' ? s : encodeURIComponent(params[s.param]!)}`).join('');
}

/** The URL builder of one kind: values in the pattern's order (routes.verticalCategory(v, c)). */
export function listPathBuilder<K extends ListKind>(kind: K): (...values: ListPathValues<K>) => string {
  const names = segmentsOf[kind].flatMap((s) => (typeof s === 'string' ? [] : [s.param]));
  return (...values) => {
    const params = Object.fromEntries(names.map((name, i) => [name, String(values[i as keyof typeof values])]));
    return listPath(listRoute(kind, params as ListParams<K>));
  };
}

/** The list a path names (its segments, decoded, without a prefix), or null. */
export function matchListPath(segments: string[]): ListRoute | null {
  const s = segments.map((segment) => segment.trim());
  if (s.some((segment) => segment === '')) return null;
  for (const kind of listKinds) {
    const pattern = segmentsOf[kind];
    if (pattern.length !== s.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      if (typeof part === 'string') return part === s[i];
      params[part.param] = s[i]!;
      return true;
    });
    if (matches) return listRoute(kind, params as ListParams<typeof kind>);
  }
  return null;
}
