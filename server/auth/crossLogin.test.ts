import { describe, expect, it } from 'vitest';
import { readCrossLoginToken, signCrossLoginToken } from './crossLogin';
import { maskEmail, maskMobile } from './mask';

const SECRET = 'unit-secret';
const NOW = Date.UTC(2026, 2, 2, 1);

describe('cross-login tokens (signature and expiry, no database)', () => {
  it('round-trips base64url(euid).exp.nonce.signature', () => {
    const token = signCrossLoginToken(SECRET, 'EMP-0002', NOW);
    const parts = token.split('.');
    expect(parts).toHaveLength(4);
    expect(Buffer.from(parts[0], 'base64url').toString()).toBe('EMP-0002');
    expect(Number(parts[1])).toBe(NOW / 1000 + 120);
    expect(readCrossLoginToken(SECRET, token, 'EMP-0002', NOW)).toMatchObject({ euid: 'EMP-0002' });
  });

  it('refuses another secret, another euid, a tampered part, and expiry after 120 s', () => {
    const token = signCrossLoginToken(SECRET, 'EMP-0002', NOW);
    expect(readCrossLoginToken('other', token, 'EMP-0002', NOW)).toBeNull();
    expect(readCrossLoginToken(SECRET, token, 'EMP-0001', NOW)).toBeNull();
    const [, exp, nonce, sig] = token.split('.');
    const forged = [Buffer.from('EMP-0001').toString('base64url'), exp, nonce, sig].join('.');
    expect(readCrossLoginToken(SECRET, forged, 'EMP-0001', NOW)).toBeNull();
    expect(readCrossLoginToken(SECRET, token, 'EMP-0002', NOW + 120_000)).not.toBeNull();
    expect(readCrossLoginToken(SECRET, token, 'EMP-0002', NOW + 121_000)).toBeNull();
    expect(readCrossLoginToken(SECRET, 'a.b.c', 'EMP-0002', NOW)).toBeNull();
    expect(readCrossLoginToken(SECRET, '', 'EMP-0002', NOW)).toBeNull();
  });

  it('refuses a correctly signed token that claims a far-future expiry', () => {
    const later = signCrossLoginToken(SECRET, 'EMP-0002', NOW + 3_600_000);
    expect(readCrossLoginToken(SECRET, later, 'EMP-0002', NOW)).toBeNull();
  });
});

describe('masked destinations', () => {
  it('shows only the last four digits and the first letter', () => {
    expect(maskMobile('+639171234567')).toBe('+63 9** *** 4567');
    expect(maskEmail('maria.santos@demo.invalid')).toBe('m***@demo.invalid');
  });
});
