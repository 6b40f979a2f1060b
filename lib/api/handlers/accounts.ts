// user/*: password sign-in, OTP login (also sign-up by mobile), registration by OTP,
// logout and the session's user. The rules live in lib/auth.
import { store } from '@/lib/config';
import { sendLoginOtp, sendRegistrationOtp, signIn, verifyLoginOtp, verifyRegistration } from '@/lib/auth/accounts';
import { endSession } from '@/lib/auth/session';
import type { HandlerTable } from '../handler';

export const accountHandlers: HandlerTable = {
  async signIn({ username, password }, ctx) {
    return { payload: await signIn(ctx, { company_id: store.companyId, username, password }) };
  },
  async sendOtp({ username }, ctx) {
    return { payload: await sendLoginOtp(ctx, username) };
  },
  async verifyOtp({ otp_id, otp }, ctx) {
    return { payload: await verifyLoginOtp(ctx, { otp_id, otp, company_id: store.companyId }) };
  },
  async sendOtpReg({ otp_type, username }, ctx) {
    return { payload: await sendRegistrationOtp(ctx, { otp_type, username }) };
  },
  async verifyOtpReg({ otp_id, otp, email, password, name, phone }, ctx) {
    return { payload: await verifyRegistration(ctx, { otp_id, otp, company_id: store.companyId, email, password, name, phone }) };
  },
  async logout(_input, ctx) {
    await endSession(ctx);
    return {};
  },
  async currentUser(_input, { customer }) {
    const { sessionId: _session, ...user } = customer;
    return { payload: user };
  },
};
