/**
 * The geometry of a grouped bar chart, apart from drawing it so it can be
 * tested with figures: a "nice" value axis that includes zero (steps of 1,
 * 2, 2.5 or 5 times a power of ten) and one rectangle per value.
 */
export interface BarRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BarLayout {
  ticks: { value: number; y: number }[];
  zeroY: number;
  groups: { center: number; bars: BarRect[] }[];
}

const TICKS = 4;

function niceStep(range: number): number {
  const rough = range / TICKS;
  const mag = 10 ** Math.floor(Math.log10(rough));
  const norm = rough / mag;
  const nice = norm <= 1 ? 1 : norm <= 2 ? 2 : norm <= 2.5 ? 2.5 : norm <= 5 ? 5 : 10;
  return nice * mag;
}

/** values[group][series]; a value that is not a finite number is drawn as zero. */
export function barLayout(values: readonly (readonly number[])[], size: { width: number; height: number }): BarLayout {
  const finite = values.map((g) => g.map((v) => (Number.isFinite(v) ? v : 0)));
  const all = finite.flat();
  const lo0 = Math.min(0, ...all);
  const hi0 = Math.max(0, ...all);
  // Nothing but zeros still gets an axis (0..4), so the chart keeps its shape.
  const step = hi0 === lo0 ? 1 : niceStep(hi0 - lo0);
  const lo = Math.floor(lo0 / step) * step;
  const hi = hi0 === lo0 ? TICKS : Math.ceil(hi0 / step) * step;
  const y = (v: number) => (size.height * (hi - v)) / (hi - lo);
  const ticks: BarLayout['ticks'] = [];
  for (let v = lo; v <= hi + step / 2; v += step) ticks.push({ value: Math.round(v / step) * step, y: y(v) });
  const slot = finite.length ? size.width / finite.length : size.width;
  const groups = finite.map((g, gi) => {
    // A fifth of each slot stays empty between groups.
    const inner = slot * 0.8;
    const barWidth = g.length ? inner / g.length : inner;
    const left = gi * slot + slot * 0.1;
    return {
      center: gi * slot + slot / 2,
      bars: g.map((v, si) => ({ x: left + si * barWidth, y: Math.min(y(v), y(0)), width: Math.max(barWidth - 1, 1), height: Math.abs(y(v) - y(0)) })),
    };
  });
  return { ticks, zeroY: y(0), groups };
}

const compact = new Intl.NumberFormat('en-PH', { notation: 'compact', maximumFractionDigits: 1 });

/** An axis label: 1,250,000 -> "1.3M". */
export const compactAmount = (v: number) => compact.format(v);
