import { describe, expect, it } from 'vitest';
import { requestLoggingDisabled } from './request-logging.js';

describe('requestLoggingDisabled', () => {
  it('leaves device API requests out of the access log at the default level', () => {
    const disabled = requestLoggingDisabled('info');
    expect(disabled({ url: '/api/v1/A1_TEST_TOKEN/telemetry' })).toBe(true);
    expect(disabled({ url: '/api/v1/provision' })).toBe(true);
  });

  it('keeps the console API requests in the access log', () => {
    const disabled = requestLoggingDisabled('info');
    expect(disabled({ url: '/api/device/123' })).toBe(false);
    expect(disabled({ url: '/api/auth/login' })).toBe(false);
    expect(disabled({ url: '/api/v1' })).toBe(false);
  });

  it('logs every request at debug and trace', () => {
    expect(requestLoggingDisabled('debug')({ url: '/api/v1/token/telemetry' })).toBe(false);
    expect(requestLoggingDisabled('trace')({ url: '/api/v1/token/telemetry' })).toBe(false);
  });
});
