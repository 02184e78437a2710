import type { OtaPackageInfo } from '@fleetdeck/model';
import { mdiContentCopy, mdiDownload } from '@mdi/js';
import i18next from 'i18next';
import { formatBytes } from '../../components/media/file-types';
import { saveBlob } from '../../components/media/save-blob';
import { api } from '../../core/http/api';
import { showToast } from '../../core/notifications/toast-store';
import { createdTimeColumn, textColumn } from '../../entities/columns';
import type { EntityColumn, EntityTableConfig } from '../../entities/entity-config';
import { OtaPackageForm } from './OtaPackageForm';
import { checksumText, type OtaPackageDraft } from './ota-package-values';

const typeColumn: EntityColumn<OtaPackageInfo> = {
  key: 'type',
  title: 'ota-update.package-type',
  sortProperty: 'type',
  render: (info) => i18next.t(`ota-update.types.${info.type}`),
  csv: (info) => info.type,
};

const fileColumn: EntityColumn<OtaPackageInfo> = {
  key: 'fileName',
  title: 'ota-update.file-name-or-url',
  render: (info) => info.url ?? info.fileName ?? '',
  csv: (info) => info.url ?? info.fileName ?? '',
};

const sizeColumn: EntityColumn<OtaPackageInfo> = {
  key: 'dataSize',
  title: 'ota-update.file-size',
  sortProperty: 'dataSize',
  render: (info) => (info.dataSize !== null && info.hasData ? formatBytes(info.dataSize) : ''),
  csv: (info) => info.dataSize,
};

const checksumColumn: EntityColumn<OtaPackageInfo> = {
  key: 'checksum',
  title: 'ota-update.checksum',
  width: 260,
  render: (info) => (
    // Checksums are long; the cell keeps one line and the tooltip-less title attribute shows the whole value.
    <span
      title={checksumText(info)}
      style={{
        display: 'inline-block',
        maxWidth: 260,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      }}
    >
      {checksumText(info)}
    </span>
  ),
  csv: checksumText,
};

/**
 * Creates a package in two steps: the info, then the file; when the upload fails the new record is
 * deleted again, so no package without data is left behind.
 */
export async function saveOtaPackage(draft: OtaPackageDraft): Promise<OtaPackageInfo> {
  const { file, checksumToCheck, ...info } = draft;
  const body = { ...info, title: info.title ?? '', version: info.version ?? '', type: info.type ?? 'FIRMWARE' };
  if (info.id) return api.otaPackages.saveInfo(body);
  const saved = await api.otaPackages.saveInfo(body);
  if (draft.usesUrl || !file) return saved;
  try {
    return await api.otaPackages.uploadData(
      saved.id.id,
      file,
      file.name,
      draft.checksumAlgorithm ?? 'SHA256',
      checksumToCheck?.trim() || undefined,
    );
  } catch (error) {
    await api.otaPackages.delete(saved.id.id).catch((cleanup: unknown) => console.warn('Cleanup failed', cleanup));
    throw error;
  }
}

export async function downloadOtaPackage(info: OtaPackageInfo): Promise<void> {
  const blob = await api.otaPackages.download(info.id.id);
  saveBlob(blob, info.fileName ?? `${info.title}-${info.version}`);
}

/** The tenant's firmware and software packages. */
export const otaPackagesConfig: EntityTableConfig<OtaPackageInfo> = {
  id: 'otaPackages',
  entityType: 'OTA_PACKAGE',
  messages: {
    title: 'ota-update.packages-repository',
    add: 'ota-update.add',
    details: 'ota-update.package-details',
    deleteTitle: 'ota-update.delete-ota-update-title',
    deleteText: 'ota-update.delete-ota-update-text',
    deleteSelectedTitle: 'ota-update.delete-ota-updates-title',
    deleteSelectedText: 'ota-update.delete-ota-updates-text',
    noEntities: 'ota-update.no-packages-text',
  },
  columns: [
    createdTimeColumn(),
    textColumn('title', 'ota-update.title'),
    textColumn('version', 'ota-update.version'),
    textColumn('tag', 'ota-update.version-tag'),
    typeColumn,
    fileColumn,
    sizeColumn,
    checksumColumn,
  ],
  defaultSort: { property: 'createdTime', direction: 'DESC' },
  entityTitle: (info) => `${info.title} (${info.version})`,
  fetchPage: (link) => api.otaPackages.list(link),
  fetchById: (id) => api.otaPackages.info(id),
  save: (draft: OtaPackageDraft) => saveOtaPackage(draft),
  remove: (info) => api.otaPackages.delete(info.id.id),
  Form: OtaPackageForm,
  addDialogWidth: 'md',
  actions: [
    {
      id: 'download',
      icon: mdiDownload,
      label: 'ota-update.download',
      isVisible: (info) => info.hasData && !info.url,
      onAction: downloadOtaPackage,
    },
    {
      id: 'copyUrl',
      icon: mdiContentCopy,
      label: 'ota-update.copy-direct-url',
      isVisible: (info) => Boolean(info.url),
      onAction: async (info) => {
        await navigator.clipboard.writeText(info.url ?? '');
        showToast({ type: 'success', message: i18next.t('ota-update.direct-url-copied-message') });
      },
    },
  ],
  exportName: 'ota-packages',
};
