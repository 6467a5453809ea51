import { z } from 'zod';
import { id, text } from './envelope';
import { endpoint } from './kit/endpoint';
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from './passwordPolicy';

/** A new password's own checks (length); the username and breached-list checks need more than the field (contract/passwordPolicy.ts). */
export const newPassword = () => text().min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort).max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong);

export const loginBody = z.object({
  username: text().trim().min(1, 'Username is required').max(100),
  password: text().min(1, 'Password is required').max(200),
});
export type LoginBody = z.infer<typeof loginBody>;

export const otpChannel = z.enum(['sms', 'email']);
export type OtpChannel = z.infer<typeof otpChannel>;

export { OTP_RESEND_SECONDS } from './codes';

export const otpViaBody = z.object({ username: text().trim().min(1).max(100) });
export interface OtpViaResult {
  /** Channels the user can receive a code on, with masked destinations. */
  channels: { via: OtpChannel; destination: string }[];
}

export const resendOtpBody = z.object({
  username: text().trim().min(1).max(100),
  password: text().min(1).max(200),
  otp: text().max(6).optional().default(''),
  via: otpChannel.default('email'),
});

export const verifyOtpBody = z.object({
  username: text().trim().min(1).max(100),
  password: text().min(1).max(200),
  otp: text().regex(/^\d{6}$/, 'The code has six digits'),
});

export const signinQuery = z.object({
  euid: text().min(1).max(100),
  token: text().min(1).max(500),
});

export const forgotPasswordBody = z.object({
  email: text().trim().email('Please provide a valid email address').max(200),
});

export const resetPasswordBody = z
  .object({
    password: newPassword(),
    password2: text().max(200),
    token: text().min(1).max(500),
    email: text().trim().email().max(200),
  })
  .refine((b) => b.password === b.password2, { message: "Password doesn't match!", path: ['password2'] });

export const changePasswordBody = z
  .object({
    user_id: id(),
    current_password: text().max(200).optional().default(''),
    new_password: newPassword(),
    confirm_new_password: text().max(200),
  })
  .refine((b) => b.new_password === b.confirm_new_password, {
    message: 'The new password and confirmation do not match',
    path: ['confirm_new_password'],
  });

export interface Role {
  role: string;
  slug: string;
}

export interface UserProfile {
  user_id: number;
  employee_no: string;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  job_name: string | null;
  roles: Role[];
}

/** POST /users/login and POST /verify-otp: user and token, or user null when a one-time code is needed. */
export interface LoginResult {
  user: UserProfile | null;
  token: string | null;
  /** Idle expiry of the session, ISO time. */
  expires_at?: string;
  /**
   * Present (true) when an administrator set the password: until the user changes it,
   * every call but change-password, logout and users/me answers 403 (PASSWORD_CHANGE_REQUIRED).
   */
  must_change_password?: true;
  /**
   * An addition to the spec's answer: the user's scopes as GET /users/permissions gives them, so the first screen
   * does not wait for that call. Absent (another backend, or a password to change first): the app asks for them.
   */
  permissions?: string[];
}

/** The 403 text of any other call while the password must be changed. */
export const PASSWORD_CHANGE_REQUIRED = 'You must change your password before you continue.';

/** POST /forgot-password/reset success: [status, message] (spec 002 §7.2). */
export type ResetPasswordResult = [string, string];

/*
 * The sign-in calls (spec 000 §2.2-2.3, §4; 002 §7.2), each declared once: the
 * server's route (server/routes/auth.routes.ts, password.routes.ts,
 * users.routes.ts) and the browser's call take the declaration. All but the
 * password change are public; the sign-in screens call them with
 * { noAuthRedirect: true }.
 */

/** Password sign-in: user and token, or { user: null, token: null } when a one-time code is needed. */
export const loginEp = endpoint<LoginResult>()({ method: 'POST', path: '/users/login', body: loginBody });
/** Channels (sms, email) a one-time code can be sent to, masked; the same shape for unknown usernames. */
export const otpViaEp = endpoint<OtpViaResult>()({ method: 'POST', path: '/get-user-otp-via', body: otpViaBody });
/** Send a new one-time code (password checked again): the text to show. */
export const resendOtpEp = endpoint<string>()({ method: 'POST', path: '/resend-otp', body: resendOtpBody });
/** Check the one-time code: success answers like a password sign-in. */
export const verifyOtpEp = endpoint<LoginResult>()({ method: 'POST', path: '/verify-otp', body: verifyOtpBody });
/** Single sign-on arrival; success is code 00006 (Codes.SSO_OK), so callers pass it in okCodes. */
export const singleSignOnEp = endpoint<LoginResult>()({ method: 'GET', path: '/signin', query: signinQuery });
/** E-mail a reset link: the same text whether or not the address is known (FORGOT_PASSWORD_SENT). */
export const forgotPasswordEp = endpoint<string>()({ method: 'POST', path: '/forgot-password', body: forgotPasswordBody });
/** Set a new password with the link's token. */
export const resetPasswordEp = endpoint<ResetPasswordResult>()({ method: 'POST', path: '/forgot-password/reset', body: resetPasswordBody });
/** Change own password (current one required) or another user's (update_user): the text to show. */
export const changePasswordEp = endpoint<string>()({ method: 'PUT', path: '/users/change-password', body: changePasswordBody });
