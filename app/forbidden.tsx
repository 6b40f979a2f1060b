// Only the console calls forbidden() (lib/api/seller-page.ts), and its segment answers with
// its own page (app/(console)/seller/forbidden.tsx). This root file stands in for Next's
// default 403 screen, which `authInterrupts` otherwise writes, inline styles and all, into
// the payload of every page of the shop, once per layout.
export default function Forbidden() {
  return null;
}
