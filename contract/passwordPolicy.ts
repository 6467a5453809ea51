/**
 * The password policy, one definition for the forms and the server: at least
 * 10 characters, not containing the username (any case), and not one of the
 * commonly breached passwords. The breached list ships with the server only
 * (server/auth/commonPasswords.txt): the browser checks length and username
 * as the user types, the server checks all three wherever a password is set
 * (new user, administrator's change, own change, reset).
 *
 * No zod here: the change-password screen imports it without the schema
 * library (the zod field is `newPassword` in ./auth.ts).
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

export const PASSWORD_MESSAGES = {
  tooShort: `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `The password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  hasUsername: 'The password must not contain the username.',
  common: 'This password is too common. Choose one that is harder to guess.',
} as const;

/** What the forms show under a new password field. */
export const PASSWORD_RULES: readonly string[] = [
  `At least ${PASSWORD_MIN_LENGTH} characters`,
  'Must not contain the username',
  'Must not be a commonly used password',
];

/** The rules a browser can check: length and the username (case-insensitive). Empty when the password passes them. */
export function passwordProblems(password: string, username?: string | null): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(PASSWORD_MESSAGES.tooShort);
  if (password.length > PASSWORD_MAX_LENGTH) problems.push(PASSWORD_MESSAGES.tooLong);
  const name = username?.trim().toLowerCase();
  if (name && password.toLowerCase().includes(name)) problems.push(PASSWORD_MESSAGES.hasUsername);
  return problems;
}
