import type { BulkImportColumn, BulkImportRequest } from '@fleetdeck/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryTestDatabase } from './support/database.js';
import {
  type CustomerUserFixture,
  createCustomerWithUser,
  createTenantWithAdmin,
  expectError,
  expectPermissionDenied,
  PAGE,
  type TenantFixture,
  unique,
} from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer();
let tenant: TenantFixture;
let customer: CustomerUserFixture;

beforeAll(async () => {
  const sysadmin = await server.as('sysadmin');
  tenant = await createTenantWithAdmin(server, sysadmin);
  customer = await createCustomerWithUser(server, tenant.admin);
});

function request(
  columns: BulkImportColumn[],
  rows: string[][],
  options: Partial<BulkImportRequest['mapping']> = {},
): BulkImportRequest {
  const delimiter = options.delimiter ?? ',';
  const header = columns.map((c) => c.key ?? c.type).join(delimiter);
  const file = [header, ...rows.map((row) => row.join(delimiter))].join('\n');
  return { file, mapping: { columns, delimiter, update: false, header: true, ...options } };
}

function attributes(entityId: string) {
  return queryTestDatabase<Record<string, unknown>>(
    server.data,
    `select attribute_type, attribute_key, bool_v, str_v, long_v, dbl_v from attribute_kv where entity_id = '${entityId}' order by attribute_key`,
  );
}

describe('importing devices', () => {
  it('imports 50 lines with one bad line: 49 created, the bad line reported with its number', async () => {
    const prefix = unique('Bulk');
    const rows = Array.from({ length: 50 }, (_, i) => [i === 9 ? '' : `${prefix} ${i}`, 'thermostat', `L${i}`]);
    const result = await tenant.admin.bulkImport.devices(
      request([{ type: 'NAME' }, { type: 'TYPE' }, { type: 'LABEL' }], rows),
    );
    expect(result).toEqual({
      created: 49,
      updated: 0,
      errors: 1,
      errorsList: ['Line: 11; Error: Device name should be specified!'],
    });
    const page = await tenant.admin.devices.tenantDevices({ ...PAGE, textSearch: prefix });
    expect(page.totalElements).toBe(49);
    expect(page.data[0]).toMatchObject({ type: 'thermostat', label: 'L0' });
  });

  it('writes typed shared and server attributes, a description and the gateway flag', async () => {
    const name = unique('Attr device');
    const result = await tenant.admin.bulkImport.devices(
      request(
        [
          { type: 'NAME' },
          { type: 'DESCRIPTION' },
          { type: 'IS_GATEWAY' },
          { type: 'SHARED_ATTRIBUTE', key: 'enabled' },
          { type: 'SERVER_ATTRIBUTE', key: 'floor' },
          { type: 'SERVER_ATTRIBUTE', key: 'ratio' },
          { type: 'SERVER_ATTRIBUTE', key: 'room' },
        ],
        [[name, 'On the roof', 'true', 'true', '42', '1.5', 'A-12']],
      ),
    );
    expect(result).toMatchObject({ created: 1, errors: 0 });
    const device = await tenant.admin.devices.byName(name);
    expect(device.additionalInfo).toMatchObject({ description: 'On the roof', gateway: true });
    const rows = await attributes(device.id.id);
    expect(rows.map((r) => [r.attribute_type, r.attribute_key])).toEqual([
      ['SHARED_SCOPE', 'enabled'],
      ['SERVER_SCOPE', 'floor'],
      ['SERVER_SCOPE', 'ratio'],
      ['SERVER_SCOPE', 'room'],
    ]);
    expect(Number(rows[0]?.bool_v)).toBe(1);
    expect(Number(rows[1]?.long_v)).toBe(42);
    expect(Number(rows[2]?.dbl_v)).toBe(1.5);
    expect(rows[3]?.str_v).toBe('A-12');
  });

  it('sets access tokens and MQTT credentials, and leaves nothing of a line whose credentials fail', async () => {
    const token = unique('tok').replace(' ', '');
    const [a, b, c] = [unique('Token device'), unique('Mqtt device'), unique('Bad mqtt device')];
    const taken = unique('Taken token device');
    const result = await tenant.admin.bulkImport.devices(
      request(
        [
          { type: 'NAME' },
          { type: 'ACCESS_TOKEN' },
          { type: 'MQTT_CLIENT_ID' },
          { type: 'MQTT_USER_NAME' },
          { type: 'MQTT_PASSWORD' },
        ],
        [
          [a, token, '', '', ''],
          [b, '', unique('client').replace(' ', ''), 'user', 'pw'],
          [c, '', 'clientOnly', '', 'pw'],
          [taken, token, '', '', ''],
        ],
      ),
    );
    expect(result).toEqual({
      created: 2,
      updated: 0,
      errors: 2,
      errorsList: [
        'Line: 4; Error: Password cannot be specified along with client id',
        'Line: 5; Error: Specified credentials are already registered!',
      ],
    });
    const tokenDevice = await tenant.admin.devices.byName(a);
    expect(await tenant.admin.devices.credentials(tokenDevice.id.id)).toMatchObject({
      credentialsType: 'ACCESS_TOKEN',
      credentialsId: token,
    });
    const mqtt = await tenant.admin.devices.credentials((await tenant.admin.devices.byName(b)).id.id);
    expect(mqtt.credentialsType).toBe('MQTT_BASIC');
    await expectError(tenant.admin.devices.byName(c), 404, 32, "Requested item wasn't found!");
    await expectError(tenant.admin.devices.byName(taken), 404, 32, "Requested item wasn't found!");
  });

  it('updates an existing device of the same name only with the update option', async () => {
    const name = unique('Existing');
    await tenant.admin.devices.save({ name, label: 'old' });
    const columns: BulkImportColumn[] = [{ type: 'NAME' }, { type: 'LABEL' }];
    const refused = await tenant.admin.bulkImport.devices(request(columns, [[name, 'new']]));
    expect(refused).toMatchObject({
      created: 0,
      errors: 1,
      errorsList: ['Line: 2; Error: Device with such name already exists!'],
    });
    expect((await tenant.admin.devices.byName(name)).label).toBe('old');
    const updated = await tenant.admin.bulkImport.devices(request(columns, [[name, 'new']], { update: true }));
    expect(updated).toEqual({ created: 0, updated: 1, errors: 0, errorsList: [] });
    expect((await tenant.admin.devices.byName(name)).label).toBe('new');
  });

  it('reads another delimiter and quoted values, without a header', async () => {
    const name = unique('Quoted');
    const result = await tenant.admin.bulkImport.devices({
      file: `"${name}";"label; with delimiter"\n`,
      mapping: { columns: [{ type: 'NAME' }, { type: 'LABEL' }], delimiter: ';', update: false, header: false },
    });
    expect(result).toMatchObject({ created: 1, errors: 0 });
    expect((await tenant.admin.devices.byName(name)).label).toBe('label; with delimiter');
  });
});

describe('importing devices in batches of a few hundred lines', () => {
  it('fails only the bad lines in the middle of a batch and creates every other line with its token and values', async () => {
    const prefix = unique('Batch').replace(' ', '-');
    const takenToken = unique('taken').replace(' ', '');
    await tenant.admin.devices.saveWithCredentials(
      { name: `${prefix}-owner` },
      { credentialsType: 'ACCESS_TOKEN', credentialsId: takenToken },
    );
    // 1,200 lines span three batches; the faults sit inside the second one, at lines 601 to 606 of the file.
    const rows = Array.from({ length: 1200 }, (_, i) => [
      `${prefix}-${String(i).padStart(4, '0')}`,
      i % 2 ? 'batch-meter' : 'batch-sensor',
      `${prefix}-tok-${i}`,
      String(i),
    ]);
    rows[599] = ['', 'batch-meter', `${prefix}-tok-599`, '599'];
    rows[600] = [`${prefix}-0001`, 'batch-sensor', `${prefix}-tok-600`, '600'];
    rows[601] = [`${prefix}-0601`, 'batch-meter', takenToken, '601'];
    rows[603] = [`${prefix}-0603`, 'batch-meter', `${prefix}-tok-602`, '603'];
    rows[604] = [`<b>${prefix}-0604</b>`, 'batch-sensor', `${prefix}-tok-604`, '604'];
    const columns: BulkImportColumn[] = [
      { type: 'NAME' },
      { type: 'TYPE' },
      { type: 'ACCESS_TOKEN' },
      { type: 'SERVER_ATTRIBUTE', key: 'position' },
    ];
    const result = await tenant.admin.bulkImport.devices(request(columns, rows));
    expect(result).toEqual({
      created: 1195,
      updated: 0,
      errors: 5,
      errorsList: [
        'Line: 601; Error: Device name should be specified!',
        'Line: 602; Error: Device with such name already exists!',
        'Line: 603; Error: Specified credentials are already registered!',
        'Line: 605; Error: Specified credentials are already registered!',
        'Line: 606; Error: Validation error: field value is malformed',
      ],
    });
    const page = await tenant.admin.devices.tenantDevices({ ...PAGE, pageSize: 2000, textSearch: prefix });
    expect(page.totalElements).toBe(1196);
    const names = new Set(page.data.map((device) => device.name));
    expect([`${prefix}-0599`, `${prefix}-0601`, `${prefix}-0603`].filter((name) => names.has(name))).toEqual([]);
    const device = await tenant.admin.devices.byName(`${prefix}-0700`);
    expect(device).toMatchObject({ type: 'batch-sensor', label: null });
    expect(await tenant.admin.devices.credentials(device.id.id)).toMatchObject({
      credentialsType: 'ACCESS_TOKEN',
      credentialsId: `${prefix}-tok-700`,
    });
    const values = await attributes(device.id.id);
    expect(values.map((r) => [r.attribute_type, r.attribute_key, Number(r.long_v)])).toEqual([
      ['SERVER_SCOPE', 'position', 700],
    ]);
    const first = await tenant.admin.devices.byName(`${prefix}-0001`);
    expect(await tenant.admin.devices.credentials(first.id.id)).toMatchObject({ credentialsId: `${prefix}-tok-1` });
  });

  it('updates, with the update option, a device named twice in one batch: the first line creates, the second updates', async () => {
    const name = unique('Twice');
    const columns: BulkImportColumn[] = [{ type: 'NAME' }, { type: 'LABEL' }];
    const result = await tenant.admin.bulkImport.devices(
      request(
        columns,
        [
          [name, 'first'],
          [unique('Other'), 'x'],
          [name, 'second'],
        ],
        { update: true },
      ),
    );
    expect(result).toEqual({ created: 2, updated: 1, errors: 0, errorsList: [] });
    expect((await tenant.admin.devices.byName(name)).label).toBe('second');
  });
});

describe('importing assets and edges', () => {
  it('imports assets and reports a line without a type', async () => {
    const [a, b] = [unique('Imported asset'), unique('Typeless asset')];
    const result = await tenant.admin.bulkImport.assets(
      request(
        [{ type: 'NAME' }, { type: 'TYPE' }, { type: 'SERVER_ATTRIBUTE', key: 'area' }],
        [
          [a, 'building', '120'],
          [b, '', ''],
        ],
      ),
    );
    expect(result).toEqual({
      created: 1,
      updated: 0,
      errors: 1,
      errorsList: ['Line: 3; Error: Asset type should be specified!'],
    });
    const asset = await tenant.admin.assets.byName(a);
    expect(asset.type).toBe('building');
    expect(Number((await attributes(asset.id.id))[0]?.long_v)).toBe(120);
  });

  it('imports edges, generating an empty routing key and secret, and updates a changed secret', async () => {
    const [a, b] = [unique('Imported edge'), unique('Keyed edge')];
    const routingKey = unique('rk').replace(' ', '-');
    const columns: BulkImportColumn[] = [
      { type: 'NAME' },
      { type: 'TYPE' },
      { type: 'ROUTING_KEY' },
      { type: 'SECRET' },
    ];
    const result = await tenant.admin.bulkImport.edges(
      request(columns, [
        [a, 'default', '', ''],
        [b, 'default', routingKey, 'secret1'],
      ]),
    );
    expect(result).toMatchObject({ created: 2, errors: 0 });
    const generated = await tenant.admin.edges.byName(a);
    expect(generated.secret).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(generated.routingKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(await tenant.admin.edges.byName(b)).toMatchObject({ routingKey, secret: 'secret1' });
    const updated = await tenant.admin.bulkImport.edges(
      request(columns, [[b, 'default', routingKey, 'secret2']], { update: true }),
    );
    expect(updated).toMatchObject({ created: 0, updated: 1, errors: 0 });
    expect((await tenant.admin.edges.byName(b)).secret).toBe('secret2');
  });
});

describe('time series columns', () => {
  it("store each line's values as the device's latest telemetry, typed like device data", async () => {
    const name = unique('Metered device');
    const result = await tenant.admin.bulkImport.devices(
      request(
        [{ type: 'NAME' }, { type: 'TIMESERIES', key: 'temperature' }, { type: 'TIMESERIES', key: 'state' }],
        [[name, '21.5', 'ok']],
      ),
    );
    expect(result).toMatchObject({ created: 1, errors: 0 });
    const device = await tenant.admin.devices.byName(name);
    const latest = await tenant.admin.telemetry.latest(device.id, ['temperature', 'state'], true);
    expect(latest.temperature?.[0]?.value).toBe(21.5);
    expect(latest.state?.[0]?.value).toBe('ok');
  });
});

describe('rejected imports', () => {
  it('answers 400 for a request without a file or with an unknown column type, and imports nothing', async () => {
    const name = unique('Never');
    await expectError(
      tenant.admin.bulkImport.devices({ ...request([{ type: 'NAME' }], [[name]]), file: '' }),
      400,
      31,
      'Bulk import file should be specified!',
    );
    await expectError(
      tenant.admin.bulkImport.devices(
        request([{ type: 'NAME' }, { type: 'HUMIDITY' as never, key: 't' }], [[name, '1']]),
      ),
      400,
      31,
      "Unsupported bulk import column type 'HUMIDITY' in column 2!",
    );
    await expectError(
      tenant.admin.bulkImport.devices(request([{ type: 'NAME' }, { type: 'SERVER_ATTRIBUTE' }], [[name, '1']])),
      400,
      31,
      'Attribute key should be specified for column 2!',
    );
    await expectError(tenant.admin.devices.byName(name), 404, 32, "Requested item wasn't found!");
  });

  it('refuses customer users', async () => {
    const body = request([{ type: 'NAME' }, { type: 'TYPE' }], [[unique('Customer import'), 't']]);
    await expectPermissionDenied(customer.api.bulkImport.devices(body));
    await expectPermissionDenied(customer.api.bulkImport.assets(body));
    await expectPermissionDenied(customer.api.bulkImport.edges(body));
  });
});
