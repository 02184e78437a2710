import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoDevice, demoDevice, deviceMsg, giveAttributes, text } from '../../testing/enrichment-fixture.js';
import { runNode } from '../../testing/rule-node.js';
import { openTempContext, type TempContext } from '../../testing/temp-context.js';
import * as tbGetTenantAttributeNode from './tb-get-tenant-attribute-node.js';

let temp: TempContext;
let demo: DemoDevice;

beforeAll(async () => {
  temp = await openTempContext();
  demo = await demoDevice(temp, 'Test Device A1');
  await giveAttributes(temp, demo.tenantId, { entityType: 'TENANT', id: demo.tenantId }, 'SERVER_SCOPE', {
    region: text('north'),
  });
});

afterAll(async () => {
  await temp.close();
});

describe('tenant attributes node', () => {
  it("copies the tenant's server attributes under the mapped names along Success", async () => {
    const [result] = await runNode(
      tbGetTenantAttributeNode,
      { attrMapping: { region: 'tenantRegion' }, telemetry: false },
      deviceMsg(demo),
      temp.ctx,
    );
    expect(result?.relation).toBe('Success');
    expect(result?.msg.metadata.tenantRegion).toBe('north');
  });
});
