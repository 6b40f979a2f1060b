// The notices (docs/rules/texts.md#notices; sonner, top right, 2000 ms) without sonner in every
// page's first-load JavaScript: toast.success / toast.error queue the notice and ask the
// layout to mount the toaster (lib/client/toaster.tsx, loaded on that first notice),
// which shows the queue once it listens. Later notices go straight to sonner.
import 'client-only';
import { useSyncExternalStore } from 'react';

export interface ToastOptions {
  description?: string;
}
type Kind = 'success' | 'error';
type Show = (kind: Kind, title: string, options?: ToastOptions) => void;

let show: Show | null = null;
let queued: [Kind, string, ToastOptions | undefined][] = [];
let wanted = false;
const listeners = new Set<() => void>();

function notice(kind: Kind, title: string, options?: ToastOptions): void {
  if (show) return show(kind, title, options);
  queued.push([kind, title, options]);
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
}

export const toast = {
  success: (title: string, options?: ToastOptions) => notice('success', title, options),
  error: (title: string, options?: ToastOptions) => notice('error', title, options),
};

/** Called by the toaster once it listens: shows what waited, then shows directly. */
export function toasterReady(next: Show): void {
  show = next;
  const waiting = queued;
  queued = [];
  for (const [kind, title, options] of waiting) next(kind, title, options);
}

/** Whether a notice has asked for the toaster (the layout mounts it from then on). */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}
