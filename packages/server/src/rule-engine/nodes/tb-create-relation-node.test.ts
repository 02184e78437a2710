import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRelation } from '../../relations/store.js';
import { type DemoDevice, demoDevice, deviceMsg } from '../../testing/enrichment-fixture.js';
import { runNode } from '../../testing/rule-node.js';
import { openTempContext, type TempContext } from '../../testing/temp-context.js';
import * as tbCreateRelationNode from './tb-create-relation-node.js';

let temp: TempContext;
let demo: DemoDevice;

beforeAll(async () => {
  temp = await openTempContext();
  demo = await demoDevice(temp, 'Test Device A1');
});

afterAll(async () => {
  await temp.close();
});

const configuration = (extra: Record<string, unknown>) => ({
  ...tbCreateRelationNode.descriptor.configurationDescriptor.nodeDefinition.defaultConfiguration,
  ...extra,
});

async function assetNamed(name: string) {
  return temp.ctx.db.selectFrom('asset').selectAll().where('name', '=', name).executeTakeFirst();
}

describe('create relation node', () => {
  it('creates the asset when asked and relates it to the originator, continuing as the asset', async () => {
    const msg = deviceMsg(demo, { metadata: { room: 'Kitchen' } });
    const [result] = await runNode(
      tbCreateRelationNode,
      configuration({
        entityType: 'ASSET',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the name is a template filled from the metadata
        entityNamePattern: '${room}',
        entityTypePattern: 'room',
        createEntityIfNotExists: true,
        changeOriginatorToRelatedEntity: true,
      }),
      msg,
      temp.ctx,
    );
    expect(result?.relation).toBe('Success');
    const asset = await assetNamed('Kitchen');
    expect(asset?.type).toBe('room');
    const from = { entityType: 'ASSET' as const, id: asset?.id as string };
    expect(result?.msg.originator).toEqual(from);
    expect(
      await findRelation(temp.ctx.db, { from, to: demo.device, type: 'Contains', typeGroup: 'COMMON' }),
    ).toBeDefined();
  });

  it('relates the originator to an existing customer in direction TO', async () => {
    const [result] = await runNode(
      tbCreateRelationNode,
      configuration({
        direction: 'TO',
        relationType: 'Manages',
        entityType: 'CUSTOMER',
        entityNamePattern: 'Customer B',
      }),
      deviceMsg(demo),
      temp.ctx,
    );
    expect(result?.relation).toBe('Success');
    expect(result?.msg.originator).toEqual(demo.device);
    const customer = await temp.ctx.db
      .selectFrom('customer')
      .select('id')
      .where('title', '=', 'Customer B')
      .executeTakeFirstOrThrow();
    const to = { entityType: 'CUSTOMER' as const, id: customer.id };
    expect(
      await findRelation(temp.ctx.db, { from: demo.device, to, type: 'Manages', typeGroup: 'COMMON' }),
    ).toBeDefined();
  });

  it('sends the message to Failure when the entity does not exist and is not to be created', async () => {
    const [result] = await runNode(
      tbCreateRelationNode,
      configuration({ entityType: 'ASSET', entityNamePattern: 'Nowhere' }),
      deviceMsg(demo),
      temp.ctx,
    );
    expect(result?.relation).toBe('Failure');
    expect(await assetNamed('Nowhere')).toBeUndefined();
  });
});
