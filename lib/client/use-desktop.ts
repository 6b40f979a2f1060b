// Whether the window is at desktop width (wider than limits.mobileBreakpointPx, Tailwind's
// `desk:`), for code that only desktop layouts show: it loads there, after the page,
// and never on a phone. False on the server and while hydrating, so the first render
// matches the server's HTML.
import 'client-only';
import { useSyncExternalStore } from 'react';
import { onFirstUse } from '@/lib/first-use';
import { limits } from '@/lib/limits';

// One query for the page's life: React reads the snapshot on every render of every user.
const desktop = onFirstUse(() => window.matchMedia(`(min-width: ${limits.mobileBreakpointPx + 1}px)`));

function subscribe(onChange: () => void): () => void {
  const query = desktop();
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useDesktopWidth(): boolean {
  return useSyncExternalStore(subscribe, () => desktop().matches, () => false);
}
