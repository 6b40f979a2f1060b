// Demo or production, read at call time (not at import) so one process, and the
// tests, can switch. Demo mode may show OTPs in responses and serves the dev outbox;
// production never does (docs/rules/login.md#otp).
export function isDemoMode(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  return env.STORE_MODE !== 'production';
}
