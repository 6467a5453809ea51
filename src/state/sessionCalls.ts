/**
 * The declared endpoints of signing in and out, with the client's call, in
 * one module loaded on demand (`sessionCalls()` in ./session.ts). A
 * declaration carries the contract's request schemas, and with them zod, and
 * the client's call brings the endpoint kit: the sign-in page's first bundle
 * leaves both out. They are loaded when the user starts typing or submits (the
 * signed-in layout needs them right after anyway).
 */
export { callEndpoint } from '../api/endpoints';
export {
  changePasswordEp,
  forgotPasswordEp,
  loginEp,
  otpViaEp,
  resendOtpEp,
  resetPasswordEp,
  singleSignOnEp,
  verifyOtpEp,
} from '../../contract/auth';
export { logoutEp, permissionsEp } from '../../contract/session';
