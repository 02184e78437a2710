import type {
  ChecksumAlgorithm,
  OtaPackageInfo,
  OtaPackageType,
  PageData,
  PageLink,
  SaveOtaPackageInfoRequest,
} from '@fleetdeck/model';
import { pageLinkToQuery } from '@fleetdeck/model';
import type { ApiClient } from './http.js';

/** Firmware and software packages. */
export function otaPackagesApi(http: ApiClient) {
  return {
    info: (otaPackageId: string) => http.get<OtaPackageInfo>(`/api/otaPackage/info/${otaPackageId}`),
    get: (otaPackageId: string) => http.get<OtaPackageInfo>(`/api/otaPackage/${otaPackageId}`),
    /** Step one of creating a package: its info (or a URL when usesUrl is set). */
    saveInfo: (info: SaveOtaPackageInfoRequest) => http.post<OtaPackageInfo>('/api/otaPackage', info),
    /** Step two: the file, as the multipart part `file`; without a checksum the server computes it. */
    uploadData: (
      otaPackageId: string,
      file: Blob,
      fileName: string,
      checksumAlgorithm: ChecksumAlgorithm,
      checksum?: string,
    ) => {
      const form = new FormData();
      form.append('file', file, fileName);
      return http.post<OtaPackageInfo>(`/api/otaPackage/${otaPackageId}`, form, {
        query: { checksumAlgorithm, checksum: checksum || undefined },
      });
    },
    download: (otaPackageId: string) =>
      http.get<Blob>(`/api/otaPackage/${otaPackageId}/download`, { responseType: 'blob' }),
    delete: (otaPackageId: string) => http.delete<void>(`/api/otaPackage/${otaPackageId}`),
    list: (link: PageLink) => http.get<PageData<OtaPackageInfo>>('/api/otaPackages', { query: pageLinkToQuery(link) }),
    listForProfile: (deviceProfileId: string, type: OtaPackageType, link: PageLink) =>
      http.get<PageData<OtaPackageInfo>>(`/api/otaPackages/${deviceProfileId}/${type}`, {
        query: pageLinkToQuery(link),
      }),
  };
}
