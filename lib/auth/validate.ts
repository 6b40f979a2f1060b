// The sign-in and registration checks (docs/rules/login.md#password-sign-in, #registration), as pure functions that answer
// the first failing message (or null), in their order. The popup, /login, /verify and
// the inline login screen all use these; the server repeats them.
import { texts } from '@/lib/texts';

export type Identifier = { kind: 'mobile'; value: string } | { kind: 'email'; value: string };

const MOBILE = /^\d{10}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The limit is 7 characters while the message says 8 (both kept). */
export const PASSWORD_MIN = 7;
export const OTP_LENGTH = 4;

export const isMobileNumber = (text: string) => MOBILE.test(text.trim());
export const isEmailAddress = (text: string) => EMAIL.test(text.trim());

/** Keeps digits only, at most `max` of them (mobile and OTP inputs). */
export const digitsOnly = (text: string, max: number) => text.replace(/\D/g, '').slice(0, max);

/** A mobile number or an e-mail address, or null when it is neither. */
export function identifierOf(text: string): Identifier | null {
  const value = text.trim();
  if (isMobileNumber(value)) return { kind: 'mobile', value };
  if (isEmailAddress(value)) return { kind: 'email', value: value.toLowerCase() };
  return null;
}

/** The identifier check shared by password login and Sign Up. */
export function checkIdentifier(identifier: string): string | null {
  if (identifier.trim() === '') return texts.loginIdentifierRequired;
  if (!identifierOf(identifier)) return texts.loginIdentifierInvalid;
  return null;
}

/** Password login: identifier required, a mobile or e-mail, password required. */
export function checkPasswordLogin(input: { identifier: string; password: string }): string | null {
  return checkIdentifier(input.identifier) ?? (input.password === '' ? texts.loginPasswordRequired : null);
}

/** OTP login: a 10-digit mobile number. */
export function checkLoginMobile(mobile: string): string | null {
  return isMobileNumber(mobile) ? null : texts.registerMobileInvalid;
}

/** OTP login: empty asks for it, any other length than 4 digits is incorrect. */
export function checkLoginOtp(otp: string): string | null {
  const value = otp.trim();
  if (value === '') return texts.otpEmpty;
  if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(value)) return texts.otpWrong;
  return null;
}

function checkNameAndPassword(name: string, password: string): string | null {
  if (name.trim() === '') return texts.registerNameRequired;
  if (password === '') return texts.registerPasswordRequired;
  if (password.length < PASSWORD_MIN) return texts.registerPasswordShort;
  return null;
}

/** The Sign Up button (before the OTP is sent): the identifier check, then name and password. */
export function checkSignUp(input: { identifier: string; name: string; password: string }): string | null {
  return checkIdentifier(input.identifier) ?? checkNameAndPassword(input.name, input.password);
}

export interface RegistrationFields {
  otp: string;
  phone: string;
  email: string;
  name: string;
  password: string;
}

/** Registration with the OTP (checked in this order). */
export function checkRegistration(input: RegistrationFields): string | null {
  const otp = input.otp.trim();
  if (otp.length < 3) return texts.registerOtpRequired;
  if (!isMobileNumber(input.phone)) return texts.registerMobileInvalid;
  if (!isEmailAddress(input.email)) return texts.registerEmailInvalid;
  const rest = checkNameAndPassword(input.name, input.password);
  if (rest) return rest;
  if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp)) return texts.otpWrong;
  return null;
}

/** '9876543210' -> '*****43210': the masked digits and the last 5 (/verify). */
export function maskMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  const shown = digits.slice(-5);
  return '*'.repeat(Math.max(0, digits.length - shown.length)) + shown;
}
