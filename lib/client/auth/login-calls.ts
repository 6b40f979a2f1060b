// The sign-in calls as the login screens make them, with the notices of docs/rules/login.md:
// an OTP send says 'OTP sent to your mobile number.' only on 'Otp send successfully.',
// a failure shows the server's message (already registered, wrong credentials, wrong
// OTP, too many tries) or the fallback notice.
import 'client-only';
import { toast } from '@/lib/client/toast';
import type { User } from '@/lib/auth/types';
import { callMessages } from '@/lib/client/call-messages';
import { apiCall, ApiCallError } from '@/lib/client/http';
import { storeIds } from '@/lib/store-ids';
import { loginNoticeTexts } from '@/lib/texts/login-notices';
import type { Identifier } from '@/lib/auth/validate';

/** The server's readable message for a refused call, else `fallback`. */
export function refusalMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiCallError && error.status < 500 && error.message && !error.message.startsWith('HTTP ')) return error.message;
  return fallback;
}

async function sent(call: Promise<{ message: string; payload: { otp_id: number } }>): Promise<number | null> {
  try {
    const answer = await call;
    if (answer.message === callMessages.sendOtp) toast.success(loginNoticeTexts.otpSent);
    return answer.payload.otp_id;
  } catch (error) {
    toast.error(refusalMessage(error, loginNoticeTexts.otpSendFailed));
    return null;
  }
}

/** user/sendotp: the otp id, or null after the failure notice. */
export const sendLoginOtp = (mobile: string) => sent(apiCall('sendOtp', { otp_type: 'mobile', username: mobile }));

/** user/sendOtpReg to the mobile number or e-mail address being registered. */
export const sendRegistrationOtp = (identifier: Identifier) =>
  sent(apiCall('sendOtpReg', { otp_type: identifier.kind, username: identifier.value }));

async function signedIn(call: Promise<{ payload: User }>, fallback: string): Promise<User | null> {
  try {
    return (await call).payload;
  } catch (error) {
    toast.error(refusalMessage(error, fallback));
    return null;
  }
}

export const passwordLogin = (identifier: Identifier, password: string) =>
  signedIn(apiCall('signIn', { company_id: storeIds.companyId, type: identifier.kind, username: identifier.value, password }), loginNoticeTexts.wrongCredentials);

export const verifyLoginOtp = (otpId: number, otp: string) =>
  signedIn(apiCall('verifyOtp', { otp_id: otpId, otp: Number(otp), otp_type: 'mobile', company_id: storeIds.companyId }), loginNoticeTexts.otpWrong);

export const register = (input: { otpId: number; otp: string; otpType: Identifier['kind']; phone: string; email: string; name: string; password: string }) =>
  signedIn(
    apiCall('verifyOtpReg', {
      otp_id: input.otpId, otp: Number(input.otp), otp_type: input.otpType, company_id: storeIds.companyId,
      phone: input.phone.trim(), email: input.email.trim(), name: input.name.trim(), password: input.password,
    }),
    loginNoticeTexts.otpWrong,
  );
