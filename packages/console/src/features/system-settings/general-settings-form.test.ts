import { describe, expect, it } from 'vitest';
import { generalSettingsSchema, toGeneralSettings } from './general-settings-form';

describe('the general settings form', () => {
  it('requires a base URL', () => {
    const result = generalSettingsSchema.safeParse({ baseUrl: ' ', prohibitDifferentUrl: false });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      'admin.base-url-required',
    ]);
  });

  it('saves the trimmed base URL and keeps keys the form does not show', () => {
    const stored = { baseUrl: 'http://localhost:8080', prohibitDifferentUrl: false, other: 1 };
    expect(toGeneralSettings(stored, { baseUrl: ' https://iot.test ', prohibitDifferentUrl: true })).toEqual({
      baseUrl: 'https://iot.test',
      prohibitDifferentUrl: true,
      other: 1,
    });
  });
});
