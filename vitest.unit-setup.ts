import { beforeAll, vi } from 'vitest';

// The unit test files share their worker's modules (the project runs without isolation: importing the server's
// modules again for every file cost far more than the tests), so each file starts with real timers and without
// the stubs and spies an earlier file left.
beforeAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
