// The console's hook layer: one query hook and one mutation hook over the seller calls,
// with the query keys and the notices in one place (docs/architecture.md, "The console").
// A query's data is the call's payload. A console page reads its first view on the
// server through the same handler (lib/api/seller-page.ts) and hands it over as
// `initial`; a write answers with the fresh view it changed, which the mutation puts in
// the cache (`put`), so the screen needs no second read.
import 'client-only';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import type { SellerCallName, SellerRequestOf, SellerResponseOf } from '@/lib/seller-contract';
import { toast } from '@/lib/client/toast';
import { ApiCallError, sellerCall } from './http';
import { sellerCallsWithoutSession } from './call-table';

export type SellerPayloadOf<N extends SellerCallName> = SellerResponseOf<N>['payload'];

/** A view the page read on the server, and when. */
export interface ServerView<P> {
  payload: P;
  at: number;
}

/** The query keys: every seller query starts with 'seller' and its call's name. */
export const sellerKeys = {
  all: ['seller'] as const,
  call: (name: SellerCallName) => ['seller', name] as const,
  of: <N extends SellerCallName>(name: N, input: SellerRequestOf<N>) => ['seller', name, input] as const,
};

/** How long a read stays fresh without a write that changes it. */
const FRESH_MS = 30_000;

export function useSellerQuery<N extends SellerCallName>(name: N, input: SellerRequestOf<N>, initial?: ServerView<SellerPayloadOf<N>>) {
  const queryClient = useQueryClient();
  const queryKey = sellerKeys.of(name, input);
  // The page's server read wins over an older cached view (a member coming back to a
  // page sees what the server just read, not what the cache kept from before).
  if (initial) {
    const state = queryClient.getQueryState(queryKey);
    if (!state || state.dataUpdatedAt < initial.at) queryClient.setQueryData(queryKey, initial.payload, { updatedAt: initial.at });
  }
  return useQuery<SellerPayloadOf<N>, Error>({
    queryKey,
    queryFn: async () => (await sellerCall(name, input)).payload,
    staleTime: FRESH_MS,
  });
}

export interface SellerMutationOptions<N extends SellerCallName> {
  /** The notice on success: the call's message by default; false for none. */
  success?: string | false | ((payload: SellerPayloadOf<N>, input: SellerRequestOf<N>) => string | false);
  /** Fresh views the answer carries, put in the cache under their keys. */
  put?: (payload: SellerPayloadOf<N>, input: SellerRequestOf<N>) => [readonly unknown[], unknown][];
  /** Calls whose cached views this write changes and the answer does not carry: read again. */
  invalidates?: readonly SellerCallName[];
  /** A refusal shown by the form itself (field errors) rather than as a notice. */
  quietErrors?: boolean;
  onSuccess?: (payload: SellerPayloadOf<N>, input: SellerRequestOf<N>, queryClient: QueryClient) => void | Promise<void>;
}

export function useSellerMutation<N extends SellerCallName>(name: N, options: SellerMutationOptions<N> = {}) {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMutation<SellerResponseOf<N>, Error, SellerRequestOf<N>>({
    mutationFn: (input) => sellerCall(name, input),
    onSuccess: async (answer, input) => {
      const payload = answer.payload as SellerPayloadOf<N>;
      for (const [key, data] of options.put?.(payload, input) ?? []) {
        // A refetch of the same answer still under way (the page's own, started as it
        // mounted) would land after this and put the old state back: it is cancelled first.
        await queryClient.cancelQueries({ queryKey: key, exact: true });
        queryClient.setQueryData(key, data);
      }
      await Promise.all((options.invalidates ?? []).map((call) => queryClient.invalidateQueries({ queryKey: sellerKeys.call(call) })));
      const notice = typeof options.success === 'function' ? options.success(payload, input) : options.success ?? answer.message;
      if (notice) toast.success(notice);
      await options.onSuccess?.(payload, input, queryClient);
    },
    onError: (error) => {
      // An ended staff session: back to the login, then to this page. (A 401 from logging
      // in or enrolling is a wrong password or code, said on the form itself.)
      if (error instanceof ApiCallError && error.status === 401 && !(sellerCallsWithoutSession as readonly string[]).includes(name)) {
        router.push(`/seller/login?next=${encodeURIComponent(window.location.pathname + window.location.search)}`);
        return;
      }
      if (!options.quietErrors) toast.error(error.message);
    },
  });
}
