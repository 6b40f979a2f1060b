// Nothing calls unauthorized() (a console page without a session goes to the login). This
// root file stands in for Next's default 401 screen, which `authInterrupts` otherwise writes
// into the payload of every page of the shop, once per layout.
export default function Unauthorized() {
  return null;
}
