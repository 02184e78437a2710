import type { Api } from '@fleetdeck/client';
import { NULL_UUID, RESOURCE_MAX_FILE_BYTES, type TenantProfile } from '@fleetdeck/model';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomerWithUser,
  createTenantWithAdmin,
  expectError,
  expectPermissionDenied,
  MISSING_ID,
  raw,
  type TenantFixture,
  tokenOf,
  unique,
} from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer();
let sysadmin: Api;
let first: TenantFixture;
let second: TenantFixture;

beforeAll(async () => {
  sysadmin = await server.as('sysadmin');
  first = await createTenantWithAdmin(server, sysadmin);
  second = await createTenantWithAdmin(server, sysadmin);
});

const MODULE = 'export function double(x) { return 2 * x; }\n';
const base64 = (text: string | Buffer) => Buffer.from(text).toString('base64');

function jsModule(fileName = `${unique('module').replace(/\W/g, '_')}.js`, text = MODULE) {
  return { title: unique('Module'), resourceType: 'JS_MODULE' as const, fileName, data: base64(text) };
}

const PAGE = { pageSize: 100, page: 0 };

describe('a tenant resource', () => {
  it('is saved with its file name as key, read with and without its data, downloaded byte for byte and deleted', async () => {
    const draft = jsModule();
    const saved = await first.admin.resources.save(draft);
    expect(saved).toMatchObject({
      id: { entityType: 'TB_RESOURCE' },
      tenantId: { entityType: 'TENANT', id: first.tenant.id.id },
      title: draft.title,
      resourceType: 'JS_MODULE',
      resourceKey: draft.fileName,
      fileName: draft.fileName,
      data: draft.data,
    });
    const { fileName, data, ...info } = saved;
    expect(await first.admin.resources.info(saved.id.id)).toEqual(info);
    expect(await first.admin.resources.get(saved.id.id)).toEqual(saved);

    const download = await raw(server, 'GET', `/api/resource/${saved.id.id}/download`, { token: tokenOf(first.admin) });
    expect(download.status).toBe(200);
    expect(download.text).toBe(MODULE);
    expect(download.headers.get('content-disposition')).toBe(`attachment;filename=${draft.fileName}`);
    expect(download.headers.get('x-filename')).toBe(draft.fileName);

    await first.admin.resources.delete(saved.id.id);
    await expectError(
      first.admin.resources.info(saved.id.id),
      404,
      32,
      `Resource with id [${saved.id.id}] is not found`,
    );
  });

  it('is listed for its own tenant with the system resources, searched by title and narrowed by type', async () => {
    const own = await first.admin.resources.save(jsModule());
    const system = await sysadmin.resources.save({ ...jsModule(), resourceType: 'JKS' });
    const others = await second.admin.resources.save(jsModule());

    const ids = (page: { data: { id: { id: string } }[] }) => page.data.map((resource) => resource.id.id);
    const listed = ids(await first.admin.resources.list(PAGE));
    expect(listed).toEqual(expect.arrayContaining([own.id.id, system.id.id]));
    expect(listed).not.toContain(others.id.id);
    expect(ids(await sysadmin.resources.list(PAGE))).toEqual(expect.arrayContaining([system.id.id]));
    expect(ids(await sysadmin.resources.list(PAGE))).not.toContain(own.id.id);

    expect(ids(await first.admin.resources.list({ ...PAGE, textSearch: own.title.toUpperCase() }))).toEqual([
      own.id.id,
    ]);
    const modules = ids(await first.admin.resources.list(PAGE, 'JS_MODULE'));
    expect(modules).toContain(own.id.id);
    expect(modules).not.toContain(system.id.id);
  });
});

describe('who may touch a resource', () => {
  it('lets a tenant read a system resource but not change or delete it', async () => {
    const system = await sysadmin.resources.save(jsModule());
    expect((await first.admin.resources.get(system.id.id)).data).toBe(system.data);
    await expectPermissionDenied(first.admin.resources.save({ ...jsModule(), id: system.id }));
    await expectPermissionDenied(first.admin.resources.delete(system.id.id));
    expect(system.tenantId.id).toBe(NULL_UUID);
  });

  it('keeps a tenant resource from other tenants, the system administrator and customer users', async () => {
    const own = await first.admin.resources.save(jsModule());
    await expectPermissionDenied(second.admin.resources.get(own.id.id));
    await expectPermissionDenied(second.admin.resources.delete(own.id.id));
    await expectPermissionDenied(sysadmin.resources.get(own.id.id));
    const customer = await createCustomerWithUser(server, first.admin);
    await expectPermissionDenied(customer.api.resources.list(PAGE));
    await expectError(
      first.admin.resources.delete(MISSING_ID),
      404,
      32,
      `Resource with id [${MISSING_ID}] is not found`,
    );
  });
});

describe('saving a resource', () => {
  it('answers the platform texts for missing fields and a key taken', async () => {
    const draft = jsModule();
    await expectError(
      first.admin.resources.save({ ...draft, title: ' ' }),
      400,
      31,
      'Resource title should be specified!',
    );
    await expectError(
      first.admin.resources.save({ ...draft, resourceType: null as never }),
      400,
      31,
      'Resource type should be specified!',
    );
    await expectError(
      first.admin.resources.save({ ...draft, resourceType: 'PNG' as never }),
      400,
      31,
      'No enum constant org.thingsboard.server.common.data.ResourceType.PNG',
    );
    await expectError(
      first.admin.resources.save({ ...draft, fileName: '' }),
      400,
      31,
      'Resource file name should be specified!',
    );
    await first.admin.resources.save(draft);
    await expectError(
      first.admin.resources.save({ ...draft, title: 'Another' }),
      400,
      31,
      'Resource with such key already exists!',
    );
  });

  it('refuses a file over the size limit with a 400 that says so, and stores nothing', async () => {
    const draft = jsModule(undefined, 'x'.repeat(RESOURCE_MAX_FILE_BYTES + 1));
    await expectError(first.admin.resources.save(draft), 400, 31, 'The resource file is larger than 10 MB!');
    const page = await first.admin.resources.list({ ...PAGE, textSearch: draft.title });
    expect(page.data).toEqual([]);
  });

  it('keeps a tenant within its profile’s maxResourcesInBytes', async () => {
    const profile = await sysadmin.tenantProfiles.save({
      name: unique('Few resources'),
      profileData: { configuration: { type: 'DEFAULT', maxResourcesInBytes: 100 } } as TenantProfile['profileData'],
    });
    const limited = await createTenantWithAdmin(server, sysadmin);
    await sysadmin.tenants.save({ ...limited.tenant, tenantProfileId: profile.id });
    await limited.admin.resources.save(jsModule(undefined, 'a'.repeat(60)));
    await expectError(
      limited.admin.resources.save(jsModule(undefined, 'b'.repeat(60))),
      400,
      31,
      'Failed to create the tb resource, files size limit is exhausted 100 bytes!',
    );
  });

  it('keys and titles a LwM2M model from its object id, name and version', async () => {
    const xml =
      '<LWM2M><Object ObjectType="MODefinition"><Name>Thermostat</Name><ObjectID>43001</ObjectID>' +
      '<ObjectVersion>1.1</ObjectVersion></Object></LWM2M>';
    const saved = await first.admin.resources.save({
      title: 'ignored',
      resourceType: 'LWM2M_MODEL',
      fileName: 'thermostat.xml',
      data: base64(xml),
    });
    expect(saved).toMatchObject({ resourceKey: '43001_1.1', title: 'Thermostat id=43001 v1.1' });
    await expectError(
      first.admin.resources.save({
        title: 'Bad',
        resourceType: 'LWM2M_MODEL',
        fileName: 'bad.xml',
        data: base64('<x/>'),
      }),
      400,
      31,
      'Could not parse the XML of objectModel with name bad.xml',
    );
  });
});
