import { describe, expect, it } from 'vitest';
import { bodyLimitFor, DEFAULT_BODY_LIMIT, DOCUMENT_BODY_LIMIT } from './json-body.js';

describe('bodyLimitFor', () => {
  it('lets dashboards, widgets, rule chains, attributes and imports be large', () => {
    for (const url of [
      '/api/dashboard',
      '/api/widgetsBundle',
      '/api/widgetType',
      '/api/ruleChain/metadata',
      '/api/plugins/telemetry/:entityType/:entityId/:scope',
      '/api/device/bulk_import',
    ]) {
      expect(bodyLimitFor(url), url).toBe(DOCUMENT_BODY_LIMIT);
    }
  });

  it('keeps entity saves and device messages to the default', () => {
    for (const url of ['/api/device', '/api/user', '/api/dashboards', '/api/v1/:token/telemetry', '/api/auth/login']) {
      expect(bodyLimitFor(url), url).toBe(DEFAULT_BODY_LIMIT);
    }
  });
});
