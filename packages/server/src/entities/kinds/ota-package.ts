import type { EntityKind } from '../entity-kind.js';

/** A firmware or software package of a tenant; its customer users may read it. */
export const OTA_PACKAGE = {
  entityType: 'OTA_PACKAGE',
  label: 'OTA package',
  table: 'ota_package',
  nameColumn: 'title',
  tenantColumn: 'tenant_id',
  sortColumns: {
    createdTime: 'created_time',
    title: 'title',
    version: 'version',
    type: 'type',
    tag: 'tag',
    url: 'url',
    fileName: 'file_name',
    contentType: 'content_type',
    checksumAlgorithm: 'checksum_algorithm',
    checksum: 'checksum',
    dataSize: 'data_size',
  },
  access: { sysAdmin: false, customerRead: 'any', customerWrite: 'none' },
  onTenantDelete: { dependents: [], telemetryAndRelations: false },
} satisfies EntityKind;
