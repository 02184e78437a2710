import { createHash } from 'node:crypto';
import type { Api } from '@fleetdeck/client';
import type { DeviceProfile, OtaPackageInfo, OtaPackageType } from '@fleetdeck/model';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CustomerUserFixture,
  createCustomerWithUser,
  createTwoTenants,
  expectError,
  expectPermissionDenied,
  MISSING_ID,
  PAGE,
  raw,
  type TenantFixture,
  tokenOf,
  unique,
} from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer();
let tenantA: TenantFixture;
let tenantB: TenantFixture;
let customerA: CustomerUserFixture;
let profile: DeviceProfile;

beforeAll(async () => {
  const sysadmin = await server.as('sysadmin');
  [tenantA, tenantB] = await createTwoTenants(server, sysadmin);
  customerA = await createCustomerWithUser(server, tenantA.admin);
  profile = await tenantA.admin.deviceProfiles.save({ name: unique('Firmware profile'), transportType: 'MQTT' });
});

const FILE = Buffer.from('firmware image \u0000\u0001\u0002 bytes');

function newPackage(
  api: Api,
  extra: Partial<OtaPackageInfo> & { usesUrl?: boolean } = {},
  type: OtaPackageType = 'FIRMWARE',
) {
  return api.otaPackages.saveInfo({
    title: unique('Firmware'),
    version: '1.0',
    type,
    deviceProfileId: profile.id,
    ...extra,
  });
}

async function uploadedPackage(api: Api = tenantA.admin, type: OtaPackageType = 'FIRMWARE') {
  const info = await newPackage(api, {}, type);
  return api.otaPackages.uploadData(info.id.id, new Blob([FILE]), 'image.bin', 'SHA256');
}

describe('creating a package', () => {
  it('saves the info first, without data', async () => {
    const info = await newPackage(tenantA.admin, { tag: 'v1' });
    expect(info).toMatchObject({
      tenantId: tenantA.tenant.id,
      deviceProfileId: profile.id,
      type: 'FIRMWARE',
      version: '1.0',
      tag: 'v1',
      url: null,
      hasData: false,
      fileName: null,
      contentType: null,
      checksumAlgorithm: null,
      checksum: null,
      dataSize: null,
    });
    expect(await tenantA.admin.otaPackages.info(info.id.id)).toEqual(info);
  });

  it('requires a title, a version and a type', async () => {
    await expectError(newPackage(tenantA.admin, { title: '' }), 400, 31, 'OtaPackage title should be specified!');
    await expectError(newPackage(tenantA.admin, { version: '' }), 400, 31, 'OtaPackage version should be specified!');
    await expectError(
      tenantA.admin.http.post('/api/otaPackage', { title: 'x', version: '1' }),
      400,
      31,
      'Type should be specified!',
    );
  });

  it('rejects a second package with the same title and version in the tenant only', async () => {
    const info = await newPackage(tenantA.admin);
    await expectError(
      newPackage(tenantA.admin, { title: info.title }),
      400,
      31,
      'OtaPackage with such title and version already exists!',
    );
    await newPackage(tenantA.admin, { title: info.title, version: '2.0' });
    const otherProfile = await tenantB.admin.deviceProfiles.defaultInfo();
    await tenantB.admin.otaPackages.saveInfo({
      title: info.title,
      version: '1.0',
      type: 'FIRMWARE',
      deviceProfileId: otherProfile.id as DeviceProfile['id'],
    });
  });

  it('rejects a profile of another tenant', async () => {
    const foreign = await tenantB.admin.deviceProfiles.defaultInfo();
    const title = unique('Foreign profile');
    await expectError(
      newPackage(tenantA.admin, { title, deviceProfileId: foreign.id as DeviceProfile['id'] }),
      400,
      31,
      'OtaPackage is referencing to non-existent device profile!',
    );
    const page = await tenantA.admin.otaPackages.list({ ...PAGE, textSearch: title });
    expect(page.totalElements).toBe(0);
  });

  it('accepts a URL instead of a file', async () => {
    await expectError(newPackage(tenantA.admin, { usesUrl: true }), 400, 31, 'Ota package URL should be specified!');
    const info = await newPackage(tenantA.admin, { usesUrl: true, url: 'https://example.com/fw.bin' });
    expect(info).toMatchObject({ url: 'https://example.com/fw.bin', hasData: true });
  });

  it('lets customer users read but not create packages', async () => {
    const info = await newPackage(tenantA.admin);
    expect((await customerA.api.otaPackages.info(info.id.id)).title).toBe(info.title);
    await expectPermissionDenied(newPackage(customerA.api));
    await expectPermissionDenied(customerA.api.otaPackages.delete(info.id.id));
  });
});

describe('uploading the file', () => {
  it('stores the file name, type and size and computes a missing checksum', async () => {
    const info = await newPackage(tenantA.admin);
    const saved = await tenantA.admin.otaPackages.uploadData(
      info.id.id,
      new Blob([FILE], { type: 'application/x-fw' }),
      'image.bin',
      'SHA256',
    );
    expect(saved).toMatchObject({
      hasData: true,
      fileName: 'image.bin',
      contentType: 'application/x-fw',
      dataSize: FILE.length,
      checksumAlgorithm: 'SHA256',
      checksum: createHash('sha256').update(FILE).digest('hex'),
    });
  });

  it.each([
    ['MD5', createHash('md5').update(FILE).digest('hex')],
    ['SHA384', createHash('sha384').update(FILE).digest('hex')],
    ['SHA512', createHash('sha512').update(FILE).digest('hex')],
  ] as const)('accepts the matching %s checksum', async (algorithm, checksum) => {
    const info = await newPackage(tenantA.admin);
    const saved = await tenantA.admin.otaPackages.uploadData(
      info.id.id,
      new Blob([FILE]),
      'f.bin',
      algorithm,
      checksum,
    );
    expect(saved.checksum).toBe(checksum);
  });

  it.each([
    ['CRC32', '123456789', '2639f4cb'],
    ['MURMUR3_32', 'The quick brown fox jumps over the lazy dog', '23f74f2e'],
    ['MURMUR3_128', 'The quick brown fox jumps over the lazy dog', '6c1b07bc7bbc4be347939ac4a93c437a'],
  ] as const)('computes %s with the published vectors', async (algorithm, text, expected) => {
    const info = await newPackage(tenantA.admin);
    const saved = await tenantA.admin.otaPackages.uploadData(info.id.id, new Blob([text]), 't.txt', algorithm);
    expect(saved.checksum).toBe(expected);
    const again = await newPackage(tenantA.admin);
    await tenantA.admin.otaPackages.uploadData(again.id.id, new Blob([text]), 't.txt', algorithm, expected);
  });

  it('rejects a wrong checksum and keeps the package without data', async () => {
    const info = await newPackage(tenantA.admin);
    await expectError(
      tenantA.admin.otaPackages.uploadData(info.id.id, new Blob([FILE]), 'f.bin', 'MD5', 'deadbeef'),
      400,
      31,
      'Wrong otaPackage file!',
    );
    expect((await tenantA.admin.otaPackages.info(info.id.id)).hasData).toBe(false);
  });

  it('checks the algorithm parameter and the file part', async () => {
    const info = await newPackage(tenantA.admin);
    await expectError(
      tenantA.admin.otaPackages.uploadData(info.id.id, new Blob([FILE]), 'f.bin', 'SHA1' as 'MD5'),
      400,
      31,
      'No enum constant org.thingsboard.server.common.data.ota.ChecksumAlgorithm.SHA1',
    );
    const missing = await raw(server, 'POST', `/api/otaPackage/${info.id.id}`, {
      token: tokenOf(tenantA.admin),
      body: {},
    });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe(
      "Required request parameter 'checksumAlgorithm' for method parameter type String is not present",
    );
  });

  it('does not replace the data of a package', async () => {
    const saved = await uploadedPackage();
    await expectError(
      tenantA.admin.otaPackages.uploadData(saved.id.id, new Blob([FILE]), 'f.bin', 'MD5'),
      400,
      31,
      'Updating otaPackage data is prohibited!',
    );
  });

  it('downloads the file with its name', async () => {
    const saved = await uploadedPackage();
    const response = await fetch(`${server.url}/api/otaPackage/${saved.id.id}/download`, {
      headers: { 'X-Authorization': `Bearer ${tokenOf(tenantA.admin)}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="image.bin"');
    expect(response.headers.get('x-filename')).toBe('image.bin');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(FILE);
  });

  it('keeps other tenants out', async () => {
    const saved = await uploadedPackage();
    await expectPermissionDenied(tenantB.admin.otaPackages.info(saved.id.id));
    await expectPermissionDenied(tenantB.admin.otaPackages.download(saved.id.id));
    await expectPermissionDenied(tenantB.admin.otaPackages.uploadData(saved.id.id, new Blob([FILE]), 'x', 'MD5'));
    await expectError(
      tenantA.admin.otaPackages.info(MISSING_ID),
      404,
      32,
      `OTA package with id [${MISSING_ID}] is not found`,
    );
  });
});

describe('listing packages', () => {
  it('lists the tenant packages and the usable ones of a profile and type', async () => {
    const withData = await uploadedPackage();
    const withoutData = await newPackage(tenantA.admin);
    const software = await uploadedPackage(tenantA.admin, 'SOFTWARE');
    const all = await tenantA.admin.otaPackages.list({ pageSize: 1000, page: 0 });
    expect(all.data.map((p) => p.id.id)).toEqual(
      expect.arrayContaining([withData.id.id, withoutData.id.id, software.id.id]),
    );
    expect(all.data.every((p) => !('data' in p))).toBe(true);
    const firmware = await customerA.api.otaPackages.listForProfile(profile.id.id, 'FIRMWARE', {
      pageSize: 1000,
      page: 0,
    });
    const ids = firmware.data.map((p) => p.id.id);
    expect(ids).toContain(withData.id.id);
    expect(ids).not.toContain(withoutData.id.id);
    expect(ids).not.toContain(software.id.id);
    expect((await tenantB.admin.otaPackages.list(PAGE)).data.map((p) => p.id.id)).not.toContain(withData.id.id);
  });
});

describe('deleting a package', () => {
  it('is refused while a profile or a device uses it', async () => {
    const firmware = await uploadedPackage();
    await tenantA.admin.deviceProfiles.save({ ...profile, firmwareId: firmware.id });
    await expectError(
      tenantA.admin.otaPackages.delete(firmware.id.id),
      400,
      31,
      'The otaPackage referenced by the device profile cannot be deleted!',
    );
    await tenantA.admin.deviceProfiles.save({ ...profile, firmwareId: null });
    const device = await tenantA.admin.devices.save({
      name: unique('Fw device'),
      deviceProfileId: profile.id,
      firmwareId: firmware.id,
    });
    await expectError(
      tenantA.admin.otaPackages.delete(firmware.id.id),
      400,
      31,
      'The otaPackage referenced by the devices cannot be deleted!',
    );
    await tenantA.admin.devices.save({ ...device, firmwareId: null });
    await tenantA.admin.otaPackages.delete(firmware.id.id);
    await expectError(
      tenantA.admin.otaPackages.info(firmware.id.id),
      404,
      32,
      `OTA package with id [${firmware.id.id}] is not found`,
    );
  });
});
