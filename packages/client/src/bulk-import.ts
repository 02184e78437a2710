import type { BulkImportRequest, BulkImportResult } from '@fleetdeck/model';
import type { ApiClient } from './http.js';

/** CSV bulk import (seed 001 §7.3, §7.4, §7.6): one call per entity kind, the same request and result. */
export function bulkImportApi(http: ApiClient) {
  return {
    devices: (request: BulkImportRequest) => http.post<BulkImportResult>('/api/device/bulk_import', request),
    assets: (request: BulkImportRequest) => http.post<BulkImportResult>('/api/asset/bulk_import', request),
    edges: (request: BulkImportRequest) => http.post<BulkImportResult>('/api/edge/bulk_import', request),
  };
}
