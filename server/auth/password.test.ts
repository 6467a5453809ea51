import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing (scrypt)', () => {
  it('uses the OWASP cost by default and stores its parameters with the hash', async () => {
    const stored = await hashPassword('Demo@12345');
    const [alg, N, r, p, salt, hash] = stored.split('$');
    expect([alg, N, r, p]).toEqual(['scrypt', String(2 ** 17), '8', '1']);
    expect(Buffer.from(salt, 'base64url')).toHaveLength(16);
    expect(Buffer.from(hash, 'base64url')).toHaveLength(32);
    expect(await verifyPassword('Demo@12345', stored)).toBe(true);
    expect(await verifyPassword('Demo@12346', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same', 10)).not.toBe(await hashPassword('same', 10));
  });

  it('verifies a hash made with a lower test cost (the cost travels with the hash)', async () => {
    expect(await verifyPassword('x', await hashPassword('x', 10))).toBe(true);
  });

  it('refuses malformed or absurd hashes instead of throwing', async () => {
    for (const bad of ['', 'plain', 'scrypt$1$8$1$c2FsdA$aGFzaA', `scrypt$${2 ** 30}$8$1$c2FsdHNhbHQ$${'a'.repeat(43)}`, 'bcrypt$2$8$1$a$b']) {
      expect(await verifyPassword('x', bad)).toBe(false);
    }
  });
});
