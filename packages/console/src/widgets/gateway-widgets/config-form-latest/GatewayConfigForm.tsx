import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { saveBlob } from '../../../components/media/save-blob';
import type { WidgetEntity } from '../../widget-context';
import type { WidgetProps } from '../../widget-definition';
import { ConnectorFields } from './ConnectorFields';
import {
  connectorProblem,
  type GatewayForm,
  gatewayAttributes,
  LOGGING_LEVELS,
  readGatewayForm,
} from './gateway-config';
import { GATEWAY_EXPORT_FILE, gatewayConfigZip } from './gateway-export';
import type { GatewayConfigSettings } from './settings';

/**
 * "Gateway configuration (Single device)": the general settings and connectors of a gateway, saved as its shared
 * `configuration` and `RemoteLoggingLevel` and server `configuration_drafts` attributes. It reads the attributes
 * among its data keys, and edits the gateway of its datasource or, without data keys, the state's entity.
 */
export function GatewayConfigForm({ config, data, translate, context }: WidgetProps<GatewayConfigSettings>) {
  const settings = config.settings;
  const loaded = useMemo(() => {
    const attribute = (name: string) => data.find((series) => series.dataKey.name === name)?.data.at(-1)?.[1];
    return readGatewayForm(
      attribute('current_configuration'),
      attribute('configuration_drafts'),
      attribute('RemoteLoggingLevel'),
    );
  }, [data]);
  const [edited, setEdited] = useState<GatewayForm | null>(null);
  const [saving, setSaving] = useState(false);
  const form = edited ?? loaded;
  const stateEntity = context?.stateParams.entityId;
  const gateway: WidgetEntity | null =
    data.find((series) => series.entity)?.entity ??
    (stateEntity ? { id: stateEntity, name: context?.stateParams.entityName ?? '' } : null);
  const readOnly = settings.readOnly || !context || context.isEdit;
  const problems = form.connectors.map((connector) => connectorProblem(connector, form.connectors));
  const valid = problems.every((problem) => problem === null) && form.host.trim() !== '' && form.port > 0;
  const change = (next: Partial<GatewayForm>) => setEdited({ ...form, ...next });

  const save = async () => {
    if (!context || !gateway || !valid) return;
    const attributes = gatewayAttributes(form);
    setSaving(true);
    try {
      await context.attributes.save(gateway.id, 'SHARED_SCOPE', attributes.shared);
      await context.attributes.save(gateway.id, 'SERVER_SCOPE', attributes.server);
      context.showToast(translate('widgets.gateway.configuration-saved'), 'success');
      setEdited(null);
    } catch {
      context.showToast(translate('widgets.gateway.configuration-not-saved'), 'error');
    } finally {
      setSaving(false);
    }
  };

  // The export downloads the files the gateway reads and, as the platform does, saves the remote logging level.
  const exportZip = async () => {
    if (!context || !gateway || !valid) return;
    const zip = gatewayConfigZip(form);
    saveBlob(new Blob([zip as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), GATEWAY_EXPORT_FILE);
    try {
      await context.attributes.save(gateway.id, 'SHARED_SCOPE', {
        RemoteLoggingLevel: form.remoteLoggingLevel.toUpperCase(),
      });
    } catch {
      context.showToast(translate('widgets.gateway.configuration-not-saved'), 'error');
    }
  };

  const input = { readOnly };
  return (
    <Box
      sx={{ position: 'absolute', inset: 0, overflow: 'auto', p: 1, display: 'grid', gap: 2, alignContent: 'start' }}
    >
      {settings.gatewayTitle ? <Typography variant="subtitle1">{settings.gatewayTitle}</Typography> : null}
      <Box sx={{ display: 'grid', gridTemplateColumns: '2fr 1fr 1fr', gap: 1 }}>
        <TextField
          size="small"
          label={translate('widgets.gateway.host')}
          value={form.host}
          slotProps={{ input }}
          onChange={(event) => change({ host: event.target.value })}
        />
        <TextField
          size="small"
          type="number"
          label={translate('widgets.gateway.port')}
          value={form.port}
          slotProps={{ input }}
          onChange={(event) => change({ port: Number(event.target.value) })}
        />
        <TextField
          select
          size="small"
          label={translate('widgets.gateway.remote-logging-level')}
          value={form.remoteLoggingLevel}
          disabled={readOnly}
          onChange={(event) => change({ remoteLoggingLevel: event.target.value })}
        >
          {LOGGING_LEVELS.map((level) => (
            <MenuItem key={level} value={level}>
              {level}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', gap: 1 }}>
        <TextField
          select
          size="small"
          label={translate('widgets.gateway.storage-type')}
          value={form.storage.type}
          disabled={readOnly}
          onChange={(event) =>
            change({ storage: { ...form.storage, type: event.target.value === 'file' ? 'file' : 'memory' } })
          }
        >
          <MenuItem value="memory">{translate('widgets.gateway.storage-memory')}</MenuItem>
          <MenuItem value="file">{translate('widgets.gateway.storage-file')}</MenuItem>
        </TextField>
        <TextField
          size="small"
          type="number"
          label={translate('widgets.gateway.read-records-count')}
          value={form.storage.readRecordsCount}
          slotProps={{ input }}
          onChange={(event) => change({ storage: { ...form.storage, readRecordsCount: Number(event.target.value) } })}
        />
        <TextField
          size="small"
          type="number"
          label={translate('widgets.gateway.max-records-count')}
          value={form.storage.maxRecordsCount}
          slotProps={{ input }}
          onChange={(event) => change({ storage: { ...form.storage, maxRecordsCount: Number(event.target.value) } })}
        />
        {form.storage.type === 'file' ? (
          <>
            <TextField
              size="small"
              label={translate('widgets.gateway.data-folder-path')}
              value={form.storage.dataFolderPath}
              slotProps={{ input }}
              onChange={(event) => change({ storage: { ...form.storage, dataFolderPath: event.target.value } })}
            />
            <TextField
              size="small"
              type="number"
              label={translate('widgets.gateway.max-file-count')}
              value={form.storage.maxFileCount}
              slotProps={{ input }}
              onChange={(event) => change({ storage: { ...form.storage, maxFileCount: Number(event.target.value) } })}
            />
          </>
        ) : null}
      </Box>
      <Typography variant="subtitle2">{translate('widgets.gateway.connectors')}</Typography>
      {form.connectors.map((connector, index) => (
        <ConnectorFields
          // biome-ignore lint/suspicious/noArrayIndexKey: connectors have no id; names are being edited
          key={index}
          connector={connector}
          readOnly={readOnly}
          problem={problems[index]}
          translate={translate}
          onChange={(next) => change({ connectors: form.connectors.map((other, at) => (at === index ? next : other)) })}
          onRemove={() => change({ connectors: form.connectors.filter((_, at) => at !== index) })}
        />
      ))}
      {readOnly ? null : (
        <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
          <Button
            onClick={() =>
              change({ connectors: [...form.connectors, { name: '', type: 'mqtt', enabled: true, config: '{}' }] })
            }
          >
            {translate('widgets.gateway.add-connector')}
          </Button>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button disabled={!valid || !gateway} onClick={exportZip}>
              {translate('widgets.gateway.export')}
            </Button>
            <Button variant="contained" disabled={!valid || saving || !gateway} onClick={save}>
              {translate('action.save')}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
