import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../common/uuid.js';
import { type DemoDevice, demoDevice, deviceMsg } from '../../testing/enrichment-fixture.js';
import { runNode } from '../../testing/rule-node.js';
import { openTempContext, type TempContext } from '../../testing/temp-context.js';
import * as tbGetOriginatorFieldsNode from './tb-get-originator-fields-node.js';

let temp: TempContext;
let demo: DemoDevice;

beforeAll(async () => {
  temp = await openTempContext();
  demo = await demoDevice(temp, 'Test Device A1');
});

afterAll(async () => {
  await temp.close();
});

describe('originator fields node', () => {
  it('copies the mapped fields of the originator into the metadata, skipping unknown and empty ones', async () => {
    const configuration = {
      fieldsMapping: { name: 'originatorName', type: 'originatorType', label: 'label', nothing: 'x', id: 'uuid' },
    };
    const [result] = await runNode(tbGetOriginatorFieldsNode, configuration, deviceMsg(demo), temp.ctx);
    expect(result?.relation).toBe('Success');
    expect(result?.msg.metadata).toMatchObject({
      originatorName: 'Test Device A1',
      originatorType: 'default',
      uuid: demo.device.id,
    });
    expect(result?.msg.metadata).not.toHaveProperty('x');
    expect(result?.msg.metadata).not.toHaveProperty('label');
  });

  it('reads a customer by its title', async () => {
    const [result] = await runNode(
      tbGetOriginatorFieldsNode,
      { fieldsMapping: { title: 'customerTitle' } },
      deviceMsg(demo, { originator: { entityType: 'CUSTOMER', id: demo.customerId } }),
      temp.ctx,
    );
    expect(result?.msg.metadata.customerTitle).toBe('Customer A');
  });

  it('sends the message to Failure when the originator is gone or of an unsupported kind', async () => {
    const gone = deviceMsg(demo, { originator: { entityType: 'DEVICE', id: newId() } });
    expect((await runNode(tbGetOriginatorFieldsNode, { fieldsMapping: {} }, gone, temp.ctx))[0]?.relation).toBe(
      'Failure',
    );
    const dashboard = deviceMsg(demo, { originator: { entityType: 'DASHBOARD', id: newId() } });
    const [result] = await runNode(tbGetOriginatorFieldsNode, { fieldsMapping: {} }, dashboard, temp.ctx);
    expect(result?.relation).toBe('Failure');
    expect((result?.error as Error | undefined)?.message).toBe('Unsupported originator type: DASHBOARD!');
  });
});
