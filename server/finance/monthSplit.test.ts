import { describe, expect, it } from 'vitest';
import { splitByMonth } from './monthSplit';

describe('splitByMonth', () => {
  it.each([
    ['2024-01-01', '2024-12-31', { from: '2024-01-01', to: '2024-12-01' }, []],
    ['2024-01-15', '2024-03-10', { from: '2024-02-01', to: '2024-02-01' }, [{ from: '2024-01-15', to: '2024-01-31' }, { from: '2024-03-01', to: '2024-03-10' }]],
    ['2024-02-10', '2024-02-20', null, [{ from: '2024-02-10', to: '2024-02-20' }]],
    ['2024-01-31', '2024-02-29', { from: '2024-02-01', to: '2024-02-01' }, [{ from: '2024-01-31', to: '2024-01-31' }]],
    ['1900-01-01', '2023-03-14', { from: '1900-01-01', to: '2023-02-01' }, [{ from: '2023-03-01', to: '2023-03-14' }]],
  ])('%s to %s', (from, to, full, partials) => {
    expect(splitByMonth(from, to)).toEqual({ fullMonths: full, partials });
  });
});
