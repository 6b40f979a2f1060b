'use client';
// sonner's Toaster, loaded on the first notice (lib/client/toast.ts).
import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import { limits } from '@/lib/limits';
import { toasterReady } from './toast';

/** The shop's notices sit top right under its header; the console's at the bottom. */
export default function LoadedToaster({ place = 'top' }: { place?: 'top' | 'bottom' }) {
  // A parent's effect runs after its children's: the Toaster already listens here.
  useEffect(() => toasterReady((kind, title, options) => toast[kind](title, options)), []);
  // Top right (docs/rules/pages.md), below the header's cart and account controls. Notices take no
  // clicks (styles/globals.css), so they have no close button: each leaves after its 2 seconds.
  if (place === 'bottom') return <Toaster position="bottom-right" duration={limits.toastDurationMs} richColors />;
  return <Toaster position="top-right" offset={{ top: 112, right: 24 }} mobileOffset={{ top: 72 }} duration={limits.toastDurationMs} richColors />;
}
