// user/*: password sign-in, OTP login (also sign-up by mobile), registration by OTP,
// logout and the session's user. The rules live in lib/auth.
import { calls, type CallName } from '@/lib/contract';
import { store } from '@/lib/config';
import { sendLoginOtp, sendRegistrationOtp, signIn, verifyLoginOtp, verifyRegistration } from '@/lib/auth/accounts';
import { endSession, requireCustomer } from '@/lib/auth/session';
import type { HandlerTable } from '../handler';

const message = (name: CallName) => calls[name].message!;

export const accountHandlers: HandlerTable = {
  async signIn({ username, password }, ctx) {
    const payload = await signIn(ctx, { company_id: store.companyId, username, password });
    return { message: message('signIn'), payload };
  },
  async sendOtp({ username }, ctx) {
    return { message: message('sendOtp'), payload: await sendLoginOtp(ctx, username) };
  },
  async verifyOtp({ otp_id, otp }, ctx) {
    const payload = await verifyLoginOtp(ctx, { otp_id, otp, company_id: store.companyId });
    return { message: message('verifyOtp'), payload };
  },
  async sendOtpReg({ otp_type, username }, ctx) {
    return { message: message('sendOtpReg'), payload: await sendRegistrationOtp(ctx, { otp_type, username }) };
  },
  async verifyOtpReg({ otp_id, otp, email, password, name, phone }, ctx) {
    const payload = await verifyRegistration(ctx, { otp_id, otp, company_id: store.companyId, email, password, name, phone });
    return { message: message('verifyOtpReg'), payload };
  },
  async logout(_input, ctx) {
    await endSession(ctx);
    return { message: message('logout') };
  },
  async currentUser(_input, ctx) {
    const { sessionId: _session, ...user } = await requireCustomer(ctx);
    return { message: message('currentUser'), payload: user };
  },
};
