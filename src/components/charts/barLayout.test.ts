import { describe, expect, it } from 'vitest';
import { barLayout, compactAmount } from './barLayout';

const SIZE = { width: 400, height: 200 };

describe('barLayout', () => {
  it('puts a nice axis from zero over the largest value and scales each bar to it', () => {
    const l = barLayout([[78_006, 59_400], [12_000, 0]], SIZE);
    // 78,006 over 4 ticks: steps of 20,000, up to 80,000.
    expect(l.ticks.map((t) => t.value)).toEqual([0, 20_000, 40_000, 60_000, 80_000]);
    expect(l.ticks.map((t) => t.y)).toEqual([200, 150, 100, 50, 0]);
    expect(l.zeroY).toBe(200);
    const [a, b] = l.groups[0].bars;
    expect(a.height).toBeCloseTo((78_006 / 80_000) * 200, 6);
    expect(a.y + a.height).toBeCloseTo(200, 6);
    expect(b.height).toBeCloseTo((59_400 / 80_000) * 200, 6);
    expect(l.groups[1].bars[1].height).toBe(0);
    // Two groups of 200 px: bars start a tenth into their slot and share 80% of it.
    expect(l.groups.map((g) => g.center)).toEqual([100, 300]);
    expect([a.x, b.x, l.groups[1].bars[0].x]).toEqual([20, 100, 220]);
    expect(a.width).toBe(79);
  });

  it('keeps an axis when everything is zero, draws negatives below zero, and treats what is not a number as zero', () => {
    const zeros = barLayout([[0, 0, 0]], SIZE);
    expect(zeros.ticks.map((t) => t.value)).toEqual([0, 1, 2, 3, 4]);
    expect(zeros.groups[0].bars.every((b) => b.height === 0)).toBe(true);
    const mixed = barLayout([[250, -120, Number.NaN]], SIZE);
    expect(mixed.ticks.map((t) => t.value)).toEqual([-200, -100, 0, 100, 200, 300]);
    const [up, down, nan] = mixed.groups[0].bars;
    expect(up.y + up.height).toBeCloseTo(mixed.zeroY, 6);
    expect(down.y).toBeCloseTo(mixed.zeroY, 6);
    expect(down.height).toBeCloseTo((120 / 500) * 200, 6);
    expect(nan.height).toBe(0);
  });

  it('labels the axis compactly', () => {
    expect([compactAmount(0), compactAmount(20_000), compactAmount(1_250_000)]).toEqual(['0', '20K', '1.3M']);
  });
});
