import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/session';
import { initialAuthState, useAuthStore } from '../session/auth-store';
import { clearQueriesOnSignOut } from './clear-on-sign-out';
import { entityKeys } from './entity-keys';

describe('cached answers across users', () => {
  let stop = () => {};
  afterEach(() => stop());

  it('are forgotten when the user signs out', () => {
    signInAs('TENANT_ADMIN');
    const client = new QueryClient();
    stop = clearQueriesOnSignOut(client);
    client.setQueryData(entityKeys('DEVICE').types(), ['thermostat']);
    useAuthStore.setState({ ...initialAuthState, status: 'unauthenticated' });
    expect(client.getQueryData(entityKeys('DEVICE').types())).toBeUndefined();
  });

  it('are kept while the same user stays signed in', () => {
    signInAs('TENANT_ADMIN');
    const client = new QueryClient();
    stop = clearQueriesOnSignOut(client);
    client.setQueryData(entityKeys('DEVICE').types(), ['thermostat']);
    useAuthStore.setState({ edgesSupportEnabled: true });
    expect(client.getQueryData(entityKeys('DEVICE').types())).toEqual(['thermostat']);
  });
});
