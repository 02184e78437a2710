// biome-ignore-all lint/suspicious/noTemplateCurlyInString: customer name patterns name metadata keys as ${key}
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../common/uuid.js';
import { findCustomerByTitle } from '../../customers/store.js';
import { type DemoDevice, demoDevice, deviceMsg } from '../../testing/enrichment-fixture.js';
import { runNode } from '../../testing/rule-node.js';
import { openTempContext, type TempContext } from '../../testing/temp-context.js';
import * as tbAssignToCustomerNode from './tb-assign-to-customer-node.js';

let temp: TempContext;
let demo: DemoDevice;

beforeAll(async () => {
  temp = await openTempContext();
  demo = await demoDevice(temp, 'DHT11 Demo Device');
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

const configuration = (customerNamePattern: string, createCustomerIfNotExists = false) => ({
  customerNamePattern,
  customerCacheExpiration: 300,
  createCustomerIfNotExists,
});

describe('assign to customer node', () => {
  it('assigns the originator to the customer the pattern names, along Success', async () => {
    const msg = deviceMsg(demo, { metadata: { owner: 'Customer B' } });
    const [result] = await runNode(tbAssignToCustomerNode, configuration('${owner}'), msg, temp.ctx);
    expect(result?.relation).toBe('Success');
    const customerB = await findCustomerByTitle(temp.ctx.db, demo.tenantId, 'Customer B');
    expect(await customerOf()).toBe(customerB?.id);
  });

  it('creates the customer when asked', async () => {
    const [result] = await runNode(
      tbAssignToCustomerNode,
      configuration('Fresh customer', true),
      deviceMsg(demo),
      temp.ctx,
    );
    expect(result?.relation).toBe('Success');
    const created = await findCustomerByTitle(temp.ctx.db, demo.tenantId, 'Fresh customer');
    expect(await customerOf()).toBe(created?.id);
  });

  it('sends the message to Failure for a missing customer or an originator no customer owns', async () => {
    const [missing] = await runNode(tbAssignToCustomerNode, configuration('Nobody'), deviceMsg(demo), temp.ctx);
    expect(missing?.relation).toBe('Failure');
    expect(String(missing?.error)).toContain("No customer found with name 'Nobody'.");
    const user = deviceMsg(demo, { originator: { entityType: 'USER', id: newId() } });
    expect((await runNode(tbAssignToCustomerNode, configuration('Customer A'), user, temp.ctx))[0]?.relation).toBe(
      'Failure',
    );
  });
});
