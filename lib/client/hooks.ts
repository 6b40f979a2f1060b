// React Query hooks over the API client. Cached calls (docs/rules/api.md#caching) stay fresh for
// the response cache lifetime; the key is the path plus the serialised request.
import 'client-only';
import { useMutation, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { RequestOf, ResponseOf } from '@/lib/contract';
import type { ClientCallName } from './call-table';
import { clientCalls as calls } from './call-table';
import { limits } from '@/lib/limits';
import { apiCall } from './http';

export const queryKeyFor = <N extends ClientCallName>(name: N, input: RequestOf<N>) => [calls[name].path, input] as const;

export function useApiQuery<N extends ClientCallName>(
  name: N,
  input: RequestOf<N>,
  options: Omit<UseQueryOptions<ResponseOf<N>, Error>, 'queryKey' | 'queryFn'> = {},
) {
  return useQuery<ResponseOf<N>, Error>({
    queryKey: queryKeyFor(name, input),
    queryFn: () => apiCall(name, input),
    staleTime: calls[name].cached ? limits.cacheLifetimeMs : 0,
    gcTime: calls[name].cached ? limits.cacheLifetimeMs : 5 * 60_000,
    ...options,
  });
}

export function useApiMutation<N extends ClientCallName>(name: N) {
  return useMutation<ResponseOf<N>, Error, RequestOf<N>>({ mutationFn: (input) => apiCall(name, input) });
}
