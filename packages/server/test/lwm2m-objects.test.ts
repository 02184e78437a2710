import type { Api } from '@fleetdeck/client';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomerWithUser,
  createTenantWithAdmin,
  raw,
  type TenantFixture,
  tokenOf,
  unique,
} from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer();
let first: TenantFixture;
let second: TenantFixture;

/** A DDF file with a readable, a writable, a read-write and an executable resource. */
function ddf(objectId: number, name: string): string {
  const item = (id: number, itemName: string, operations: string) =>
    `<Item ID="${id}"><Name>${itemName}</Name><Operations>${operations}</Operations>` +
    '<MultipleInstances>Single</MultipleInstances><Mandatory>Optional</Mandatory><Type>String</Type></Item>';
  return (
    `<LWM2M><Object ObjectType="MODefinition"><Name>${name}</Name><ObjectID>${objectId}</ObjectID>` +
    '<ObjectVersion>1.0</ObjectVersion><MultipleInstances>Multiple</MultipleInstances><Mandatory>Optional</Mandatory>' +
    `<Resources>${item(2, 'Serial Number', 'R')}${item(1, 'Set Point', 'W')}${item(0, 'Model Number', 'RW')}` +
    `${item(4, 'Reboot', 'E')}</Resources></Object></LWM2M>`
  );
}

async function saveModel(admin: Api, objectId: number, name: string) {
  const data = Buffer.from(ddf(objectId, name)).toString('base64');
  return admin.resources.save({ title: name, resourceType: 'LWM2M_MODEL', fileName: `${objectId}.xml`, data });
}

let prefix: string;

beforeAll(async () => {
  const sysadmin = await server.as('sysadmin');
  first = await createTenantWithAdmin(server, sysadmin);
  second = await createTenantWithAdmin(server, sysadmin);
  prefix = unique('Meter');
  await saveModel(first.admin, 43101, `${prefix} Beta`);
  await saveModel(first.admin, 43102, `${prefix} Alpha`);
  await saveModel(second.admin, 43103, `${prefix} Gamma`);
});

describe('the LwM2M object models', () => {
  it('are listed a page at a time with their readable resources, searched by title and sorted by name', async () => {
    const objects = await first.admin.resources.lwm2mObjectsPage({
      pageSize: 10,
      page: 0,
      textSearch: prefix,
      sortOrder: { property: 'name', direction: 'DESC' },
    });
    expect(objects.map((object) => object.name)).toEqual([`${prefix} Beta`, `${prefix} Alpha`]);
    expect(objects[0]).toEqual({
      id: 43101,
      keyId: '43101_1.0',
      name: `${prefix} Beta`,
      multiple: true,
      mandatory: false,
      instances: [
        {
          id: 0,
          resources: [
            { id: 0, name: 'Model Number', observe: false, attribute: false, telemetry: false, keyName: 'modelNumber' },
            {
              id: 2,
              name: 'Serial Number',
              observe: false,
              attribute: false,
              telemetry: false,
              keyName: 'serialNumber',
            },
          ],
        },
      ],
    });
  });

  it('are read by their keys, ordered by object id, and only those the tenant reads', async () => {
    const objects = await first.admin.resources.lwm2mObjects(['43102_1.0', '43101_1.0', '43103_1.0']);
    expect(objects.map((object) => object.keyId)).toEqual(['43101_1.0', '43102_1.0']);
    const descending = await first.admin.resources.lwm2mObjects(['43102_1.0', '43101_1.0'], 'id', 'DESC');
    expect(descending.map((object) => object.id)).toEqual([43102, 43101]);
    const other = await second.admin.resources.lwm2mObjects(['43101_1.0', '43103_1.0']);
    expect(other.map((object) => object.keyId)).toEqual(['43103_1.0']);
  });

  it('need the sort of the list by keys, and a tenant or system administrator', async () => {
    const token = tokenOf(first.admin);
    const unsorted = await raw(server, 'GET', '/api/resource/lwm2m?objectIds=43101_1.0', { token });
    expect(unsorted.json).toMatchObject({
      status: 400,
      message: "Required request parameter 'sortOrder' for method parameter type String is not present",
    });
    const customer = await createCustomerWithUser(server, first.admin);
    const refused = await raw(server, 'GET', '/api/resource/lwm2m/page?pageSize=10&page=0', {
      token: tokenOf(customer.api),
    });
    expect(refused.json).toMatchObject({ status: 403, errorCode: 20 });
  });
});
