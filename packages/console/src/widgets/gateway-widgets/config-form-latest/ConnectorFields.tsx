import Delete from '@mui/icons-material/Delete';
import { Box, FormControlLabel, IconButton, MenuItem, Switch, TextField } from '@mui/material';
import { CONNECTOR_TYPES, type GatewayConnector } from './gateway-config';

interface ConnectorFieldsProps {
  connector: GatewayConnector;
  readOnly: boolean;
  /** the message key of what is wrong with it, if anything */
  problem: string | null;
  translate(key: string): string;
  onChange(connector: GatewayConnector): void;
  onRemove(): void;
}

/** One connector of the gateway: on or off, its name and type, and its JSON configuration. */
export function ConnectorFields({ connector, readOnly, problem, translate, onChange, onRemove }: ConnectorFieldsProps) {
  const configProblem = problem === 'widgets.gateway.connector-config-invalid';
  return (
    <Box
      component="fieldset"
      aria-label={connector.name || translate('widgets.gateway.connector')}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, m: 0, display: 'grid', gap: 1 }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <FormControlLabel
          label={translate('widgets.gateway.connector-enabled')}
          control={
            <Switch
              checked={connector.enabled}
              disabled={readOnly}
              onChange={(event) => onChange({ ...connector, enabled: event.target.checked })}
            />
          }
        />
        <TextField
          size="small"
          label={translate('widgets.gateway.connector-name')}
          value={connector.name}
          error={problem !== null && !configProblem}
          helperText={problem !== null && !configProblem ? translate(problem) : undefined}
          slotProps={{ input: { readOnly } }}
          onChange={(event) => onChange({ ...connector, name: event.target.value })}
          sx={{ flex: 1 }}
        />
        <TextField
          select
          size="small"
          label={translate('widgets.gateway.connector-type')}
          value={connector.type}
          disabled={readOnly}
          onChange={(event) => onChange({ ...connector, type: event.target.value })}
          sx={{ minWidth: 120 }}
        >
          {CONNECTOR_TYPES.map((option) => (
            <MenuItem key={option.type} value={option.type}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        {readOnly ? null : (
          <IconButton aria-label={translate('widgets.gateway.remove-connector')} onClick={onRemove}>
            <Delete />
          </IconButton>
        )}
      </Box>
      <TextField
        multiline
        minRows={3}
        size="small"
        label={translate('widgets.gateway.connector-configuration')}
        value={connector.config}
        error={configProblem}
        helperText={configProblem ? translate(problem) : undefined}
        slotProps={{ input: { readOnly, sx: { fontFamily: 'monospace', fontSize: 12 } } }}
        onChange={(event) => onChange({ ...connector, config: event.target.value })}
      />
    </Box>
  );
}
