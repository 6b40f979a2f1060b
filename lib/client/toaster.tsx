'use client';
// sonner's Toaster, loaded on the first notice (lib/client/toast.ts).
import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import { limits } from '@/lib/config';
import { toasterReady } from './toast';

export default function LoadedToaster() {
  // A parent's effect runs after its children's: the Toaster already listens here.
  useEffect(() => toasterReady((kind, title, options) => toast[kind](title, options)), []);
  return <Toaster position="top-right" duration={limits.toastDurationMs} richColors closeButton />;
}
