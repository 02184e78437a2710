import { describe, expect, it } from 'vitest';
import { isQuietRequest } from './request-logging.js';

describe('isQuietRequest', () => {
  it('leaves device API requests out of the access log at the default level', () => {
    expect(isQuietRequest('info', '/api/v1/A1_TEST_TOKEN/telemetry')).toBe(true);
    expect(isQuietRequest('info', '/api/v1/provision')).toBe(true);
  });

  it('keeps the console API requests in the access log', () => {
    expect(isQuietRequest('info', '/api/device/123')).toBe(false);
    expect(isQuietRequest('info', '/api/auth/login')).toBe(false);
    expect(isQuietRequest('info', '/api/v1')).toBe(false);
  });

  it('logs every request at debug and trace', () => {
    expect(isQuietRequest('debug', '/api/v1/token/telemetry')).toBe(false);
    expect(isQuietRequest('trace', '/api/v1/token/telemetry')).toBe(false);
  });
});
