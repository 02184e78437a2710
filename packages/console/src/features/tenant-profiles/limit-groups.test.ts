import {
  MAX_DASHBOARD_VERSIONS_FIELD,
  TENANT_PROFILE_NUMBER_LIMITS,
  TENANT_PROFILE_STRING_LIMITS,
} from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { LIMIT_GROUPS } from './limit-groups';

describe('tenant profile form', () => {
  it('lets every limit of the profile be edited exactly once', () => {
    const shown = LIMIT_GROUPS.flatMap((group) => group.fields);
    expect([...shown].sort()).toEqual(
      [...TENANT_PROFILE_NUMBER_LIMITS, ...TENANT_PROFILE_STRING_LIMITS, MAX_DASHBOARD_VERSIONS_FIELD].sort(),
    );
  });
});
