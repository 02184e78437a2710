import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../common/uuid.js';
import {
  type DemoDevice,
  demoDevice,
  deviceMsg,
  giveAttributes,
  giveTelemetry,
  long,
} from '../../testing/enrichment-fixture.js';
import { runNode } from '../../testing/rule-node.js';
import { openTempContext, type TempContext } from '../../testing/temp-context.js';
import * as tbGetCustomerAttributeNode from './tb-get-customer-attribute-node.js';

let temp: TempContext;
let assigned: DemoDevice;
let unassigned: DemoDevice;

beforeAll(async () => {
  temp = await openTempContext();
  assigned = await demoDevice(temp, 'Test Device A1');
  unassigned = await demoDevice(temp, 'DHT11 Demo Device');
  const customer = { entityType: 'CUSTOMER' as const, id: assigned.customerId };
  await giveAttributes(temp, assigned.tenantId, customer, 'SERVER_SCOPE', { maxTemperature: long(40) });
  await giveTelemetry(temp, assigned.tenantId, customer, 1700000000000, { load: long(7) });
});

afterAll(async () => {
  await temp.close();
});

describe('customer attributes node', () => {
  it("copies the device's customer attributes under the mapped names along Success", async () => {
    const configuration = { attrMapping: { maxTemperature: 'max', missing: 'never' }, telemetry: false };
    const [result] = await runNode(tbGetCustomerAttributeNode, configuration, deviceMsg(assigned), temp.ctx);
    expect(result?.relation).toBe('Success');
    expect(result?.msg.metadata.max).toBe('40');
    expect(result?.msg.metadata).not.toHaveProperty('never');
  });

  it('reads latest telemetry instead when asked, and a customer originator is its own customer', async () => {
    const msg = deviceMsg(assigned, { originator: { entityType: 'CUSTOMER', id: assigned.customerId } });
    const [result] = await runNode(
      tbGetCustomerAttributeNode,
      { attrMapping: { load: 'load' }, telemetry: true },
      msg,
      temp.ctx,
    );
    expect(result?.msg.metadata.load).toBe('7');
  });

  it('sends the message to Failure for an originator without customer or of another kind', async () => {
    const configuration = { attrMapping: { maxTemperature: 'max' }, telemetry: false };
    expect(
      (await runNode(tbGetCustomerAttributeNode, configuration, deviceMsg(unassigned), temp.ctx))[0]?.relation,
    ).toBe('Failure');
    const dashboard = deviceMsg(assigned, { originator: { entityType: 'DASHBOARD', id: newId() } });
    const [result] = await runNode(tbGetCustomerAttributeNode, configuration, dashboard, temp.ctx);
    expect((result?.error as Error | undefined)?.message).toBe('Unexpected original EntityType DASHBOARD');
  });
});
