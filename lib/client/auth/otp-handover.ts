// The navigation state /login hands to /verify (docs/rules/login.md#ways-in): the otp id and the
// mobile number. Kept in this tab's session storage, never in the URL; /verify without
// it goes to /.
import 'client-only';

const KEY = 'otpLogin';

export interface OtpNavigation {
  otpId: number;
  mobile: string;
}

export function saveOtpNavigation(state: OtpNavigation): void {
  window.sessionStorage.setItem(KEY, JSON.stringify(state));
}

export function readOtpNavigation(): OtpNavigation | null {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as Partial<OtpNavigation> | null;
    if (value && Number.isInteger(value.otpId) && typeof value.mobile === 'string' && /^\d{10}$/.test(value.mobile)) {
      return { otpId: value.otpId!, mobile: value.mobile };
    }
  } catch {
    // damaged: treated as absent
  }
  return null;
}

export function clearOtpNavigation(): void {
  window.sessionStorage.removeItem(KEY);
}
