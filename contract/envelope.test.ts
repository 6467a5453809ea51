import { describe, expect, it } from 'vitest';
import { isoDate } from './envelope';

describe('isoDate', () => {
  it.each(['2024-02-29', '2025-12-31', '2022-11-30'])('accepts the real day %s', (d) => {
    expect(isoDate.safeParse(d).success).toBe(true);
  });
  // A rolled-over day would reach PostgreSQL and fail there as a 500 instead of a 00001.
  it.each(['2024-02-30', '2025-02-29', '2025-04-31', '2025-13-01', '2025-1-01', 'yesterday', ''])('refuses %s', (d) => {
    expect(isoDate.safeParse(d).success).toBe(false);
  });
});
