import { ApiError } from '@fleetdeck/client';
import { describe, expect, it } from 'vitest';
import { presentError } from './error-message';

const body = (status: number, errorCode: number, message: string) => ({ status, errorCode, message, timestamp: '' });

describe('error messages', () => {
  it('says the server cannot be reached on a network failure', () => {
    expect(presentError(new ApiError(0, null, 'GET', '/api/customers'), true)).toEqual({
      kind: 'message',
      key: 'error.unable-to-connect',
    });
  });

  it('opens the access-forbidden dialog on 403', () => {
    const error = new ApiError(403, body(403, 20, 'You have no permission'), 'GET', '/api/tenants');
    expect(presentError(error, true)).toEqual({ kind: 'forbidden' });
  });

  it('shows method, URL and status for 404', () => {
    const error = new ApiError(404, body(404, 32, 'Customer not found'), 'GET', 'http://host/api/customer/1');
    expect(presentError(error, true)).toEqual({ kind: 'text', text: 'GET: /api/customer/1\n404: Not Found' });
  });

  it('shows the message of the body for other errors', () => {
    const error = new ApiError(400, body(400, 31, 'Customer with such title already exists!'), 'POST', '/api/customer');
    expect(presentError(error, true)).toEqual({ kind: 'text', text: 'Customer with such title already exists!' });
  });

  it('says Unauthorized when a call fails with 401 and there is no token', () => {
    const error = new ApiError(401, body(401, 10, 'Authentication failed'), 'GET', '/api/auth/user');
    expect(presentError(error, false)).toEqual({ kind: 'message', key: 'access.unauthorized' });
  });

  it('shows the server message when sign-in is refused', () => {
    const error = new ApiError(401, body(401, 10, 'Invalid username or password'), 'POST', '/api/auth/login');
    expect(presentError(error, false)).toEqual({ kind: 'text', text: 'Invalid username or password' });
  });

  it('stays silent on an expired password, which the sign-in flow handles', () => {
    const error = new ApiError(401, body(401, 15, 'User password expired!'), 'POST', '/api/auth/login');
    expect(presentError(error, false)).toEqual({ kind: 'silent' });
  });

  it('names the status when the body has nothing to say', () => {
    expect(presentError(new ApiError(502, null, 'GET', '/api/x'), true)).toEqual({
      kind: 'message',
      key: 'error.unhandled-error-code',
      values: { status: 502 },
    });
  });
});
