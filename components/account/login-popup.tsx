'use client';
// The login and registration popup (docs/rules/login.md#ways-in), mounted once in the layout and
// opened from anywhere with openLoginPopup() (lib/client/auth/login-popup-state.ts). A modal dialog:
// focus moves in and stays inside, Escape and the Close button close it, the page
// behind does not scroll. The left panel lists the store's three promises.
import { lazy, Suspense, useEffect } from 'react';
import { useLoginPopup } from '@/lib/client/auth/login-popup-state';
import { showPendingNotice } from '@/lib/client/auth/pending-notice';

// The dialog and its steps load when it first opens, not with every page: most pages never open it.
const LoginDialog = lazy(() => import('./login-dialog').then((m) => ({ default: m.LoginDialog })));

/** Mounted once (components/layout/providers.tsx). */
export function LoginPopup() {
  const opened = useLoginPopup();
  // A notice kept across the reload that follows a login (lib/client/auth/pending-notice.ts).
  useEffect(() => showPendingNotice(), []);
  return <Suspense>{opened && <LoginDialog initialStep={opened} />}</Suspense>;
}
