// A read of the API for the screens every shopper meets (the header's search, the product's
// reviews), without React Query: that library is loaded only by the screens that edit data
// (lib/client/hooks.ts). The caching rule is the same: an answer of a cached call
// (docs/rules/api.md#caching) stays fresh for the response cache lifetime, keyed by the call
// and its request, and a second read of the same key meanwhile shares it; any other call is
// read afresh each time. A failed read is not kept.
import 'client-only';
import { useEffect, useState } from 'react';
import type { RequestOf, ResponseOf } from '@/lib/contract';
import type { ClientCallName } from './call-table';
import { limits } from '@/lib/limits';

interface Entry {
  at: number;
  answer: Promise<unknown>;
  /** Set once the answer has come, so a fresh entry shows without waiting a tick. */
  data?: unknown;
}

const fresh = new Map<string, Entry>();

/** How long after a failed read the one retry goes. */
const RETRY_AFTER_MS = 1_000;

const keyOf = (name: ClientCallName, input: unknown) => `${name} ${JSON.stringify(input)}`;

// The API client and the call table load with the first read: the header's search box,
// on every page, reads only once the shopper types.
const loadClient = () => Promise.all([import('./http'), import('./call-table')]);

function freshEntry(key: string, now = Date.now()): Entry | undefined {
  for (const [k, entry] of fresh) if (now - entry.at >= limits.cacheLifetimeMs) fresh.delete(k);
  return fresh.get(key);
}

/** The answer of a call: a fresh one kept for a cached call, else a new request. */
export async function readApi<N extends ClientCallName>(name: N, input: RequestOf<N>): Promise<ResponseOf<N>> {
  const key = keyOf(name, input);
  const kept = freshEntry(key);
  if (kept) return kept.answer as Promise<ResponseOf<N>>;
  const [{ apiCall }, { clientCalls }] = await loadClient();
  // Again: a read of the same key may have started while the client loaded.
  const started = freshEntry(key);
  if (started) return started.answer as Promise<ResponseOf<N>>;
  const answer = apiCall(name, input);
  if (clientCalls[name].cached) {
    const entry: Entry = { at: Date.now(), answer };
    fresh.set(key, entry);
    answer.then(
      (data) => { entry.data = data; },
      () => { if (fresh.get(key) === entry) fresh.delete(key); },
    );
  }
  return answer;
}

/** Forgets every kept answer (tests). */
export function forgetApiReads(): void {
  fresh.clear();
}

export interface ApiRead<T> {
  data: T | undefined;
  /** Enabled and the answer for the current request has not come yet. */
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
}

/** Reads `name` with `input` while `enabled`, again whenever the request changes. */
export function useApiRead<N extends ClientCallName>(name: N, input: RequestOf<N>, enabled = true): ApiRead<ResponseOf<N>> {
  const key = keyOf(name, input);
  const [state, setState] = useState<{ key: string; data?: ResponseOf<N>; failed?: boolean }>();

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    let retry: number | undefined;
    // One more try a second after a failure (as React Query's retry: 1 did): a dropped
    // request or a busy server should not leave the shopper without suggestions.
    const read = (triesLeft: number) =>
      readApi(name, input).then(
        (data) => { if (current) setState({ key, data }); },
        () => {
          if (!current) return;
          if (triesLeft > 0) retry = window.setTimeout(() => read(triesLeft - 1), RETRY_AFTER_MS);
          else setState({ key, failed: true });
        },
      );
    void read(1);
    return () => {
      current = false;
      window.clearTimeout(retry);
    };
    // The key stands for the input (a new object on every render).
  }, [name, key, enabled]);

  if (!enabled) return { data: undefined, isPending: false, isSuccess: false, isError: false };
  if (state?.key === key) return { data: state.data, isPending: false, isSuccess: !state.failed, isError: Boolean(state.failed) };
  // Only a cached call's answers are kept.
  const kept = freshEntry(key)?.data;
  if (kept !== undefined) return { data: kept as ResponseOf<N>, isPending: false, isSuccess: true, isError: false };
  return { data: undefined, isPending: true, isSuccess: false, isError: false };
}
