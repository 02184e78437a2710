import { NULL_UUID, type ResourceType, type TbResourceInfo } from '@fleetdeck/model';
import { mdiDownload } from '@mdi/js';
import { Checkbox } from '@mui/material';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { saveBlob } from '../../components/media/save-blob';
import { api } from '../../core/http/api';
import { createdTimeColumn, textColumn } from '../../entities/columns';
import type { EntityColumn, EntityTableConfig } from '../../entities/entity-config';
import { ResourceForm } from './ResourceForm';
import { fileToBase64, type ResourceDraft } from './resource-values';

const isSystem = (info: TbResourceInfo) => info.tenantId.id === NULL_UUID;

const typeColumn: EntityColumn<TbResourceInfo> = {
  key: 'resourceType',
  title: 'resource.resource-type',
  sortProperty: 'resourceType',
  render: (info) => i18next.t(`resource.types.${info.resourceType}`),
  csv: (info) => info.resourceType,
};

const systemColumn: EntityColumn<TbResourceInfo> = {
  key: 'system',
  title: 'widgets-bundle.system',
  render: (info) => <Checkbox size="small" checked={isSystem(info)} disabled />,
  csv: isSystem,
};

/** Saves the resource with the file chosen, or, for one that keeps its file, the file it has. */
export async function saveResource(draft: ResourceDraft): Promise<TbResourceInfo> {
  const { file, ...info } = draft;
  const kept = !file && info.id ? await api.resources.get(info.id.id) : null;
  return api.resources.save({
    id: info.id,
    title: info.title ?? '',
    resourceType: info.resourceType ?? 'JS_MODULE',
    fileName: file?.name ?? kept?.fileName ?? '',
    data: file ? await fileToBase64(file) : (kept?.data ?? ''),
  });
}

export async function downloadResource(info: TbResourceInfo): Promise<void> {
  saveBlob(await api.resources.download(info.id.id), info.resourceKey);
}

/**
 * The resources library of the system administrator (the system's resources) or of a tenant administrator (the
 * system's, which it only reads, and its own), narrowed to one type by the header filter.
 */
export function resourcesLibraryConfig(options: {
  tenantView: boolean;
  type: ResourceType | null;
  headerFilter: ReactNode;
}): EntityTableConfig<TbResourceInfo> {
  const own = (info: TbResourceInfo) => !options.tenantView || !isSystem(info);
  return {
    id: 'resources',
    entityType: 'TB_RESOURCE',
    messages: {
      title: 'resource.resources-library',
      add: 'resource.add',
      details: 'resource.resource-details',
      deleteTitle: 'resource.delete-resource-title',
      deleteText: 'resource.delete-resource-text',
      deleteSelectedTitle: 'resource.delete-resources-title',
      deleteSelectedText: 'resource.delete-resources-text',
      noEntities: 'resource.no-resource-text',
    },
    columns: [
      createdTimeColumn(),
      textColumn('title', 'resource.title'),
      typeColumn,
      ...(options.tenantView ? [systemColumn] : []),
    ],
    defaultSort: { property: 'createdTime', direction: 'DESC' },
    entityTitle: (info) => info.title,
    fetchPage: (link) => api.resources.list(link, options.type ?? undefined),
    fetchById: (id) => api.resources.info(id),
    save: saveResource,
    remove: (info) => api.resources.delete(info.id.id),
    canDelete: own,
    canEdit: own,
    Form: ResourceForm,
    actions: [{ id: 'download', icon: mdiDownload, label: 'resource.download', onAction: downloadResource }],
    headerFilter: options.headerFilter,
    queryScope: [options.type],
    exportName: 'resources',
  };
}
