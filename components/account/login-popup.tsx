'use client';
// The login and registration popup (docs/rules/login.md#ways-in), mounted once in the layout and
// opened from anywhere with openLoginPopup() (lib/client/auth/login-popup-state.ts). A modal dialog:
// focus moves in and stays inside, Escape and the Close button close it, the page
// behind does not scroll. The left panel lists the store's three promises.
import { useEffect } from 'react';
import dynamic from 'next/dynamic';
import { useLoginPopup } from '@/lib/client/auth/login-popup-state';
import { showPendingNotice } from '@/lib/client/auth/login-logout';

// The dialog and its steps (15 KB of source) load when it first opens, not with every page.
const LoginDialog = dynamic(() => import('./login-dialog').then((m) => m.LoginDialog), { ssr: false });

/** Mounted once (components/layout/providers.tsx). */
export function LoginPopup() {
  const opened = useLoginPopup();
  // A notice kept across the reload that follows a login (lib/client/auth/login-logout.ts).
  useEffect(() => showPendingNotice(), []);
  return opened ? <LoginDialog initialStep={opened} /> : null;
}
