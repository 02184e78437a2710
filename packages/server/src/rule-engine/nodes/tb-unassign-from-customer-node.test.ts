import { NULL_UUID } from '@fleetdeck/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoDevice, demoDevice, deviceMsg } from '../../testing/enrichment-fixture.js';
import { runNode } from '../../testing/rule-node.js';
import { openTempContext, type TempContext } from '../../testing/temp-context.js';
import * as tbUnassignFromCustomerNode from './tb-unassign-from-customer-node.js';

let temp: TempContext;
let demo: DemoDevice;

beforeAll(async () => {
  temp = await openTempContext();
  demo = await demoDevice(temp, 'Test Device A2');
});

afterAll(async () => {
  await temp.close();
});

const customerOf = async () =>
  (
    await temp.ctx.db
      .selectFrom('device')
      .select('customer_id')
      .where('id', '=', demo.device.id)
      .executeTakeFirstOrThrow()
  ).customer_id;

describe('unassign from customer node', () => {
  it('sends the message to Failure when the named customer does not exist, and keeps the assignment', async () => {
    const configuration = { customerNamePattern: 'Nobody', customerCacheExpiration: 300 };
    const [result] = await runNode(tbUnassignFromCustomerNode, configuration, deviceMsg(demo), temp.ctx);
    expect(result?.relation).toBe('Failure');
    expect(await customerOf()).toBe(demo.customerId);
  });

  it('unassigns the originator from its customer along Success', async () => {
    const configuration = { customerNamePattern: 'Customer A', customerCacheExpiration: 300 };
    const [result] = await runNode(tbUnassignFromCustomerNode, configuration, deviceMsg(demo), temp.ctx);
    expect(result?.relation).toBe('Success');
    expect(await customerOf()).toBe(NULL_UUID);
  });
});
