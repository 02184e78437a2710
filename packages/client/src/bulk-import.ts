import type { BulkImportRequest, BulkImportResult } from '@fleetdeck/model';
import type { ApiClient } from './http.js';

/** CSV bulk import of devices, assets and edges: one call per entity kind, the same request and result. */
export function bulkImportApi(http: ApiClient) {
  return {
    devices: (request: BulkImportRequest) => http.post<BulkImportResult>('/api/device/bulk_import', request),
    assets: (request: BulkImportRequest) => http.post<BulkImportResult>('/api/asset/bulk_import', request),
    edges: (request: BulkImportRequest) => http.post<BulkImportResult>('/api/edge/bulk_import', request),
  };
}
