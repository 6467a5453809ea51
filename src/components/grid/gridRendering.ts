/**
 * How much of a grid is drawn beyond what shows. AG Grid's default buffer of ten rows drew ~40 % more rows than a
 * 680-pixel grid shows, and cost a later grid screen ~0.1 s at 4× CPU throttling (scripts/bench/browser.ts); three
 * rows still cover a keyboard step or a wheel notch before the next rows are drawn.
 *
 * jsdom has no layout, so a grid there draws its buffer rows only: the screen tests' setup (tests/setup-web.ts) sets
 * AG Grid's ten back, the rows those tests read.
 */
export const gridRendering = { rowBuffer: 3 };
