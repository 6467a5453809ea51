/**
 * Texts users read, in one place. Those quoted by the spec keep its exact
 * wording and spelling (spec README: users know them).
 */
export const MSG = {
  invalidCredentials: 'Invalid Credentials',
  deactivated: 'Your account is deactivated. Please contact your administrator.',
  invalidOtp: 'Invalid OTP.',
  otpNotEnabled: 'One-time codes are not enabled for this account.',
  otpSent: (via: string) => `Your code was successfully sent to you via ${via}`,
  otpNotSent: (via: string) => `Your code was not sent to you via ${via}.`,
  ssoFailed: 'Authentication Failed.',
  gateWrong: 'Incorrect Credentials.',
  resetInvalid: 'This password reset token is invalid.',
  resetDone: 'Your password has been reset.',
  currentPasswordWrong: 'The current password is incorrect.',
  currentPasswordSame: 'Current Password cannot be the same as new password',
  passwordChanged: 'Password successfully changed.',
  loggedOut: 'You have been logged out.',
  userNotFound: 'User not found.',
} as const;
