import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { mswServer } from './msw/server';
import { gridRendering } from '../src/components/grid/gridRendering';

// jsdom has no layout: a grid draws only its buffer rows there, and the tests read AG Grid's default ten.
gridRendering.rowBuffer = 10;

// findBy/waitFor give up after 1 s by default. With two vitest workers on two
// cores a screen can take longer than that to answer from msw and render, so a
// correct screen failed its test; 5 s still fails a screen that never shows.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  mswServer.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => mswServer.close());
