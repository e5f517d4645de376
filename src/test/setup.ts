import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetComparison } from '../features/compare/selection';
import { resetCurveChoice } from '../features/dyno/legend-choice';
import { markBrowserRender } from '../hooks/use-hydrated';
import './jsdom-gaps';

// Components render as in a page the browser draws itself (main.tsx says so before such a render);
// e2e/ssr.spec.ts and the server's tests cover the server's form and hydration.
markBrowserRender();

// findBy/waitFor give up after this long: generous, so a loaded 2-core CI machine is not a failure.
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 15_000 });

// A test that makes React (or anything else) log an error fails: errors are not noise.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  resetCurveChoice();
  resetComparison();
  window.sessionStorage.clear();
});
