import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoDevice, demoDevice, deviceMsg } from '../../testing/enrichment-fixture.js';
import { runNode } from '../../testing/rule-node.js';
import { openTempContext, type TempContext } from '../../testing/temp-context.js';
import * as tbGetTenantDetailsNode from './tb-get-tenant-details-node.js';

let temp: TempContext;
let device: DemoDevice;

beforeAll(async () => {
  temp = await openTempContext();
  device = await demoDevice(temp, 'Test Device A1');
  await temp.ctx.db
    .updateTable('tenant')
    .set({ country: 'Ukraine', zip: '79000', address2: null })
    .where('id', '=', device.tenantId)
    .execute();
});

afterAll(async () => {
  await temp.close();
});

describe('tenant details node', () => {
  it("adds the selected details of the message's tenant to the metadata along Success", async () => {
    const msg = deviceMsg(device);
    const [result] = await runNode(
      tbGetTenantDetailsNode,
      { detailsList: ['COUNTRY', 'ZIP', 'ADDRESS2'], addToMetadata: true },
      msg,
      temp.ctx,
    );
    expect(result?.relation).toBe('Success');
    expect(result?.msg.metadata).toEqual({ ...msg.metadata, tenant_country: 'Ukraine', tenant_zip: '79000' });
  });

  it('adds them to the data, and sends data that is not a JSON object to Failure', async () => {
    const configuration = { detailsList: ['COUNTRY'], addToMetadata: false };
    const [result] = await runNode(
      tbGetTenantDetailsNode,
      configuration,
      deviceMsg(device, { data: '{"a":1}' }),
      temp.ctx,
    );
    expect(JSON.parse(result?.msg.data ?? '')).toEqual({ a: 1, tenant_country: 'Ukraine' });
    const [failed] = await runNode(tbGetTenantDetailsNode, configuration, deviceMsg(device, { data: '[1]' }), temp.ctx);
    expect(failed?.relation).toBe('Failure');
    expect((failed?.error as Error | undefined)?.message).toBe('Not a JSON Object: [1]');
  });
});
