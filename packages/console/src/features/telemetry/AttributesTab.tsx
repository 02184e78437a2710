import { ATTRIBUTE_SCOPES, type AttributeScope, type EntityId } from '@fleetdeck/model';
import { mdiDelete, mdiPlus } from '@mdi/js';
import { Box, MenuItem, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { draftOf, draftOfType, type TypedValue, type ValueDraft } from '../../components/editors/value/value-input';
import { api } from '../../core/http/api';
import { useIsLoading } from '../../core/http/loading-store';
import { reportError } from '../../core/http/report-error';
import { useAttributes } from '../../core/telemetry/live-hooks';
import { KeyValuePagination } from '../../entities/KeyValuePagination';
import { AttributeDialog } from './AttributeDialog';
import { KeyValueTable } from './KeyValueTable';
import { KeyValueToolbar } from './KeyValueToolbar';
import type { KeyValueRow } from './key-value-rows';
import { LiveError } from './LiveError';
import { useKeyValueTable } from './useKeyValueTable';

/** Client attributes are the device's own: the console only reads them. */
const READ_ONLY_SCOPES: ReadonlySet<AttributeScope> = new Set(['CLIENT_SCOPE']);

/** Devices and entity views have attributes of all three scopes; other entities only server attributes. */
export function attributeScopesOf(entityId: EntityId): readonly AttributeScope[] {
  return entityId.entityType === 'DEVICE' || entityId.entityType === 'ENTITY_VIEW'
    ? ATTRIBUTE_SCOPES
    : ['SERVER_SCOPE'];
}

const SCOPE_LABELS: Record<AttributeScope, string> = {
  CLIENT_SCOPE: 'attribute.scope-client',
  SHARED_SCOPE: 'attribute.scope-shared',
  SERVER_SCOPE: 'attribute.scope-server',
};

interface EditState {
  key: string | null;
  value: ValueDraft;
}

/**
 * The Attributes tab of an entity's details: one scope at a time, its attributes kept live over the WebSocket,
 * searched, ordered and paged here; adding, editing and deleting attributes of the writable scopes.
 */
export function AttributesTab({ entityId, defaultScope }: { entityId: EntityId; defaultScope?: AttributeScope }) {
  const { t } = useTranslation();
  const loading = useIsLoading();
  const scopes = attributeScopesOf(entityId);
  const [scope, setScope] = useState<AttributeScope>(
    defaultScope && scopes.includes(defaultScope) ? defaultScope : scopes[0],
  );
  const live = useAttributes(entityId, scope);
  const rows = useMemo<KeyValueRow[]>(
    () => [...live.values.values()].map((value) => ({ key: value.key, lastUpdateTs: value.ts, value: value.value })),
    [live.values],
  );
  const table = useKeyValueTable(rows);
  const readOnly = READ_ONLY_SCOPES.has(scope);
  const [editing, setEditing] = useState<EditState | null>(null);
  const [deleting, setDeleting] = useState<string[] | null>(null);

  const save = useMutation({
    mutationFn: ({ key, value }: { key: string; value: TypedValue }) => {
      // The dialog opens only for the writable scopes.
      if (scope === 'CLIENT_SCOPE') throw new Error('Client attributes are read-only');
      return api.telemetry.saveAttributes(entityId, scope, { [key]: value });
    },
    onSuccess: () => {
      setEditing(null);
      live.reload();
    },
  });
  const remove = useMutation({
    mutationFn: (keys: string[]) => api.telemetry.deleteAttributes(entityId, scope, keys),
    onSettled: () => {
      setDeleting(null);
      table.clearSelection();
      live.reload();
    },
  });

  /** The table shows the WebSocket's text; the editor starts from the typed value the REST API keeps. */
  const startEditing = async (row: KeyValueRow) => {
    try {
      const [stored] = await api.telemetry.attributes(entityId, scope, [row.key]);
      setEditing({ key: row.key, value: draftOf(stored ? stored.value : row.value) });
    } catch (error) {
      reportError(error);
    }
  };

  const selectedKeys = [...table.selected];
  const scopeSelect = (
    <TextField
      select
      size="small"
      variant="standard"
      label={t('attribute.attributes-scope')}
      value={scope}
      disabled={scopes.length < 2 || loading}
      onChange={(event) => {
        setScope(event.target.value as AttributeScope);
        table.clearSelection();
        table.setPage(0);
      }}
      sx={{ minWidth: 220 }}
    >
      {scopes.map((candidate) => (
        <MenuItem key={candidate} value={candidate}>
          {t(SCOPE_LABELS[candidate])}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box>
      <KeyValueToolbar
        title={scopeSelect}
        disabled={loading}
        selectionText={
          selectedKeys.length > 0 ? t('attribute.selected-attributes', { count: selectedKeys.length }) : null
        }
        selectionActions={
          readOnly ? [] : [{ label: t('action.delete'), icon: mdiDelete, onClick: () => setDeleting(selectedKeys) }]
        }
        actions={
          readOnly
            ? []
            : [
                {
                  label: t('attribute.add'),
                  icon: mdiPlus,
                  onClick: () => setEditing({ key: null, value: draftOfType('STRING') }),
                },
              ]
        }
        textSearch={table.textSearch}
        onTextSearch={table.setTextSearch}
        onRefresh={live.reload}
      />
      <LiveError error={live.error} />
      <KeyValueTable
        rows={table.view.rows}
        sortOrder={table.sortOrder}
        selected={table.selected}
        noRows="attribute.no-attributes-text"
        onSort={table.setSort}
        onToggle={table.toggle}
        onToggleAll={table.toggleAll}
        onEdit={readOnly ? undefined : startEditing}
      />
      <KeyValuePagination
        total={table.view.total}
        page={table.view.page}
        pageSize={table.pageSize}
        onPage={table.setPage}
        onPageSize={table.setPageSize}
      />
      {editing && (
        <AttributeDialog
          editKey={editing.key}
          initialValue={editing.value}
          busy={save.isPending}
          onCancel={() => setEditing(null)}
          onSubmit={(key, value) => save.mutate({ key, value })}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        busy={remove.isPending}
        title={t('attribute.delete-attributes-title', { count: deleting?.length ?? 0 })}
        message={t('attribute.delete-attributes-text')}
        okLabel={t('action.delete')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </Box>
  );
}
