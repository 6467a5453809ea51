import { describe, expect, it } from 'vitest';
import { encryptTransform } from './persist';

type Transform = { in: (s: unknown, k: string, f: unknown) => unknown; out: (s: unknown, k: string, f: unknown) => unknown };

describe('encrypted persistence of slices', () => {
  it('stores ciphertext, not the token, and reads it back', () => {
    const t = encryptTransform('key-a') as unknown as Transform;
    const state = { accessToken: 'secret-token-value', isAuthed: true };
    const stored = t.in(state, 'auth', {}) as string;
    expect(typeof stored).toBe('string');
    expect(stored).not.toContain('secret-token-value');
    expect(t.out(stored, 'auth', {})).toEqual(state);
  });

  it('drops a value encrypted with another key instead of trusting it', () => {
    const a = encryptTransform('key-a') as unknown as Transform;
    const b = encryptTransform('key-b') as unknown as Transform;
    const stored = a.in({ isAuthed: true }, 'auth', {});
    expect(b.out(stored, 'auth', {})).toBeUndefined();
  });
});
