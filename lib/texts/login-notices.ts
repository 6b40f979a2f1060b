// The notices of logging in and signing up.
// A module of its own: a client component ships every text of the module it imports
// (docs/rules/texts.md). ./index.ts takes these into `texts`.

export const loginNoticeTexts = {
  wrongCredentials: 'Username or password is incorret.',
  loginSuccess: 'You have been logged-In successfully.',
  alreadyRegistered: 'You are already registered. Please login.',
  otpSendFailed: 'Unable to send OTP to your number',
  otpSent: 'OTP sent to your mobile number.',
  otpWrong: 'Entered OTP is incorrect.',
  otpEmpty: 'Please enter OTP',
  otpVerifiedTitle: 'Welcome',
  otpVerified: 'OTP verified successfully.',
} as const;
