// A notice kept across the reload that follows a login (./login-logout.ts). A module of
// its own: the login popup, on every page, shows it, and the rest of login and logout
// loads only when the shopper uses them.
import 'client-only';
import { toast } from '@/lib/client/toast';

export interface Notice {
  title: string;
  description?: string;
}

const PENDING_NOTICE = 'pendingNotice';

/** A notice to show once the next page has loaded (a reload would swallow a toast). */
export function keepNoticeForNextPage(notice: Notice): void {
  try {
    window.sessionStorage.setItem(PENDING_NOTICE, JSON.stringify(notice));
  } catch {
    toast.success(notice.title, { description: notice.description });
  }
}

/** Shows (once) a notice kept by the page before a reload. */
export function showPendingNotice(): void {
  try {
    const raw = window.sessionStorage.getItem(PENDING_NOTICE);
    if (!raw) return;
    window.sessionStorage.removeItem(PENDING_NOTICE);
    const notice = JSON.parse(raw) as Notice;
    if (notice && typeof notice.title === 'string') toast.success(notice.title, { description: notice.description });
  } catch {
    // a damaged entry is dropped
  }
}
