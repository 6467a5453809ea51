import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PASSWORD_MESSAGES, passwordProblems } from '../../contract/passwordPolicy';

/**
 * The server's side of the password policy (contract/passwordPolicy.ts): the
 * browser's rules plus the list of commonly breached passwords shipped beside
 * this file, read once. Every place that sets a password calls it.
 */
const LIST_FILE = fileURLToPath(new URL('./commonPasswords.txt', import.meta.url));

let common: ReadonlySet<string> | null = null;
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    readFileSync(LIST_FILE, 'utf8')
      .split('\n')
      .map((l) => l.trim().toLowerCase())
      .filter((l) => l && !l.startsWith('#')),
  );
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}

/** Every rule the password breaks (empty: it may be set). */
export function passwordRefusals(password: string, username?: string | null): string[] {
  const problems = passwordProblems(password, username);
  if (isCommonPassword(password)) problems.push(PASSWORD_MESSAGES.common);
  return problems;
}
