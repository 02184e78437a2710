import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { resetConsoleState } from './reset';

// findBy and waitFor give up after 1 s by default, which a loaded two-core machine overran; what they wait for
// still has to appear.
configure({ asyncUtilTimeout: 5000 });

// The console's test files share their worker's modules and document (the project runs without isolation, which
// saves most of its time), so each file starts from the state a page load leaves.
beforeAll(resetConsoleState);

// Vitest runs without globals, so Testing Library cannot unmount after each test by itself.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
