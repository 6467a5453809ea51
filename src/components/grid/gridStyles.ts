/**
 * AG Grid puts its theme's CSS (~175 KB in 18 style elements) into the document's head with the first grid and takes
 * it all out with the last one. Going from one grid screen to the next (the old grid goes before the new one comes)
 * took it out and parsed it again, each way a style recalculation of the whole page: ~50-90 ms of a later grid
 * screen at 4× CPU throttling (scripts/bench/browser.ts).
 *
 * Once a grid has put the CSS in, a standing entry in AG Grid's bookkeeping of which grids use it (the global it keeps
 * per version, `agStyleInjectionVersions`) keeps it for the session. An AG Grid that keeps that bookkeeping otherwise
 * leaves this doing nothing; the e2e walk between two grid screens (tests/e2e/officeWidth.e2e.ts) then fails.
 */
interface InjectionState {
  grids: Map<object, { styleContainer?: unknown }>;
}

const STANDING = Object.freeze({ standing: 'the app keeps the grid theme for the session' });

export function keepGridStyles(): void {
  const versions = (globalThis as { agStyleInjectionVersions?: Map<string, InjectionState> }).agStyleInjectionVersions;
  if (!(versions instanceof Map)) return;
  for (const state of versions.values()) {
    if (!(state?.grids instanceof Map) || state.grids.has(STANDING)) continue;
    const first = state.grids.values().next().value;
    if (first?.styleContainer) state.grids.set(STANDING, { ...first });
  }
}
