import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../common/uuid.js';
import { type DemoDevice, demoDevice, deviceMsg } from '../../testing/enrichment-fixture.js';
import { runNode } from '../../testing/rule-node.js';
import { openTempContext, type TempContext } from '../../testing/temp-context.js';
import * as tbGetCustomerDetailsNode from './tb-get-customer-details-node.js';

let temp: TempContext;
let assigned: DemoDevice;
let unassigned: DemoDevice;

beforeAll(async () => {
  temp = await openTempContext();
  assigned = await demoDevice(temp, 'Test Device A1');
  unassigned = await demoDevice(temp, 'DHT11 Demo Device');
  await temp.ctx.db
    .updateTable('customer')
    .set({ city: 'Lviv', email: 'a@example.com', phone: null, additional_info: '{"description":"Our best"}' })
    .where('id', '=', assigned.customerId)
    .execute();
});

afterAll(async () => {
  await temp.close();
});

describe('customer details node', () => {
  it("adds the selected details of the originator's customer to the data along Success", async () => {
    const [result] = await runNode(
      tbGetCustomerDetailsNode,
      { detailsList: ['TITLE', 'CITY', 'EMAIL', 'PHONE', 'ADDITIONAL_INFO'], addToMetadata: false },
      deviceMsg(assigned, { data: '{"temperature":21}' }),
      temp.ctx,
    );
    expect(result?.relation).toBe('Success');
    expect(JSON.parse(result?.msg.data ?? '')).toEqual({
      temperature: 21,
      customer_title: 'Customer A',
      customer_city: 'Lviv',
      customer_email: 'a@example.com',
      customer_additionalInfo: 'Our best',
    });
  });

  it('adds them to the metadata when asked, and passes the message on unchanged when nothing is selected', async () => {
    const msg = deviceMsg(assigned);
    const [result] = await runNode(
      tbGetCustomerDetailsNode,
      { detailsList: ['CITY'], addToMetadata: true },
      msg,
      temp.ctx,
    );
    expect(result?.msg.metadata).toEqual({ ...msg.metadata, customer_city: 'Lviv' });
    expect(result?.msg.data).toBe(msg.data);
    const [unchanged] = await runNode(tbGetCustomerDetailsNode, { detailsList: [] }, msg, temp.ctx);
    expect(unchanged).toEqual({ relation: 'Success', msg });
  });

  it('sends an originator without customer, or of a kind without one, to Failure', async () => {
    const configuration = { detailsList: ['TITLE'], addToMetadata: true };
    const [free] = await runNode(tbGetCustomerDetailsNode, configuration, deviceMsg(unassigned), temp.ctx);
    expect(free?.relation).toBe('Failure');
    expect((free?.error as Error | undefined)?.message).toBe(
      "Device with name 'DHT11 Demo Device' is not assigned to Customer.",
    );
    const dashboard = deviceMsg(assigned, { originator: { entityType: 'DASHBOARD', id: newId() } });
    const [other] = await runNode(tbGetCustomerDetailsNode, configuration, dashboard, temp.ctx);
    expect((other?.error as Error | undefined)?.message).toBe("Entity with entityType 'DASHBOARD' is not supported.");
  });
});
