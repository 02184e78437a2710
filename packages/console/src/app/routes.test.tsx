import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { discoverHomeRoutes, routes } from './routes';

const pathsOf = (router: ReturnType<typeof createMemoryRouter>) =>
  router.state.matches.map((match) => match.route.path).filter(Boolean);

describe('the route table', () => {
  it('leaves the shell pages out until the first navigation into the shell', async () => {
    const router = createMemoryRouter(routes, {
      initialEntries: ['/login'],
      patchRoutesOnNavigation: discoverHomeRoutes(),
    });
    expect(pathsOf(router)).toEqual(['login']);
    await router.navigate('/devices');
    expect(pathsOf(router)).toEqual(['/', 'devices']);
    await router.navigate('/profile');
    expect(pathsOf(router)).toEqual(['/', 'profile']);
  });

  it('still sends a path no page has to the fallback once the shell pages are known', async () => {
    const router = createMemoryRouter(routes, {
      initialEntries: ['/home'],
      patchRoutesOnNavigation: discoverHomeRoutes(),
    });
    await router.navigate('/no-such-page');
    expect(pathsOf(router)).toEqual(['*']);
  });
});
