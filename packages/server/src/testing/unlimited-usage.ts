import { ApiFeatureUsage } from '../usage/feature-usage.js';

const none = { month: 0, hour: 0 };
const nothing = { RE: 0, JS: 0, EMAIL: 0, SMS: 0, ALARM: 0, DB: 0 };

/** API usage counters of tenants whose profiles limit nothing and who stored nothing: for nodes under test. */
export function unlimitedApiUsage(): ApiFeatureUsage {
  return new ApiFeatureUsage(
    async () => ({ limits: nothing, warnThreshold: 0.8 }),
    async () => ({ RE: none, JS: none, EMAIL: none, SMS: none, ALARM: none, DB: none }),
    () => undefined,
  );
}
