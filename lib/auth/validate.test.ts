// The sign-in and registration checks (docs/rules/login.md#registration), in their order, and /verify's mask.
import { describe, expect, it } from 'vitest';
import { texts } from '@/lib/texts';
import { checkLoginMobile, checkLoginOtp, checkPasswordLogin, checkRegistration, checkSignUp, digitsOnly, identifierOf, maskMobile } from './validate';

describe('password login', () => {
  it('checks identifier presence, then its form, then the password', () => {
    expect(checkPasswordLogin({ identifier: '', password: '' })).toBe(texts.loginIdentifierRequired);
    expect(checkPasswordLogin({ identifier: '   ', password: 'x' })).toBe(texts.loginIdentifierRequired);
    expect(checkPasswordLogin({ identifier: '98765', password: '' })).toBe(texts.loginIdentifierInvalid);
    expect(checkPasswordLogin({ identifier: 'asha@example', password: '' })).toBe(texts.loginIdentifierInvalid);
    expect(checkPasswordLogin({ identifier: '9876543210', password: '' })).toBe(texts.loginPasswordRequired);
    expect(checkPasswordLogin({ identifier: 'asha@example.in', password: '' })).toBe(texts.loginPasswordRequired);
    expect(checkPasswordLogin({ identifier: '9876543210', password: 'secret' })).toBeNull();
  });

  it('tells a mobile number from an e-mail address', () => {
    expect(identifierOf(' 9876543210 ')).toEqual({ kind: 'mobile', value: '9876543210' });
    expect(identifierOf('Asha@Example.IN')).toEqual({ kind: 'email', value: 'asha@example.in' });
    expect(identifierOf('98765432101')).toBeNull();
  });
});

describe('OTP login', () => {
  it('keeps digits only, at most the length', () => {
    expect(digitsOnly('98a7-65 43210 99', 10)).toBe('9876543210');
    expect(digitsOnly('12x345', 4)).toBe('1234');
  });
  it('wants exactly 10 digits', () => {
    expect(checkLoginMobile('987654321')).toBe(texts.registerMobileInvalid);
    expect(checkLoginMobile('9876543210')).toBeNull();
  });
  it('an empty OTP is asked for, a wrong length is incorrect', () => {
    expect(checkLoginOtp('')).toBe('Please enter OTP');
    expect(checkLoginOtp('123')).toBe('Entered OTP is incorrect.');
    expect(checkLoginOtp('12345')).toBe('Entered OTP is incorrect.');
    expect(checkLoginOtp('1234')).toBeNull();
  });
});

describe('registration', () => {
  const good = { otp: '1234', phone: '9876543210', email: 'asha@example.in', name: 'Asha Verma', password: 'secret7' };

  it('checks in the documented order: OTP present, mobile, e-mail, name, password, length, OTP length', () => {
    const all = { otp: '', phone: '', email: '', name: '', password: '' };
    const steps: [Partial<typeof good>, string | null][] = [
      [{}, texts.registerOtpRequired],
      [{ otp: '12' }, texts.registerOtpRequired],
      [{ otp: '123' }, texts.registerMobileInvalid],
      [{ otp: '123', phone: '9876543210' }, texts.registerEmailInvalid],
      [{ otp: '123', phone: '9876543210', email: 'asha@example.in' }, texts.registerNameRequired],
      [{ otp: '123', phone: '9876543210', email: 'asha@example.in', name: 'Asha' }, texts.registerPasswordRequired],
      [{ otp: '123', phone: '9876543210', email: 'asha@example.in', name: 'Asha', password: 'abc' }, texts.registerPasswordShort],
      [{ otp: '123', phone: '9876543210', email: 'asha@example.in', name: 'Asha', password: 'abcdefg' }, texts.otpWrong],
      [{ otp: '1234', phone: '9876543210', email: 'asha@example.in', name: 'Asha', password: 'abcdefg' }, null],
    ];
    for (const [change, message] of steps) expect(checkRegistration({ ...all, ...change })).toBe(message);
  });

  it('the limit is 7 characters while the message says 8', () => {
    expect(checkRegistration({ ...good, password: '123456' })).toBe('Entered password characters is less than 8 characters.');
    expect(checkRegistration({ ...good, password: '1234567' })).toBeNull();
  });

  it('Sign Up checks the identifier, then name and password', () => {
    expect(checkSignUp({ identifier: '', name: '', password: '' })).toBe(texts.loginIdentifierRequired);
    expect(checkSignUp({ identifier: 'abc', name: '', password: '' })).toBe(texts.loginIdentifierInvalid);
    expect(checkSignUp({ identifier: '9876543210', name: ' ', password: '' })).toBe(texts.registerNameRequired);
    expect(checkSignUp({ identifier: '9876543210', name: 'Asha', password: '' })).toBe(texts.registerPasswordRequired);
    expect(checkSignUp({ identifier: 'asha@example.in', name: 'Asha', password: '123456' })).toBe(texts.registerPasswordShort);
    expect(checkSignUp({ identifier: 'asha@example.in', name: 'Asha', password: '1234567' })).toBeNull();
  });
});

describe('the /verify mask', () => {
  it('shows masked digits and the last 5', () => {
    expect(maskMobile('9876543210')).toBe('*****43210');
    expect(texts.account.codeSentTo(maskMobile('9876543210'))).toBe('A 4-digit code was sent to +91 *****43210');
  });
});
