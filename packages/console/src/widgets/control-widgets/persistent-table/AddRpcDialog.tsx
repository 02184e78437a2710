import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { rpcParams } from '../rpcbutton/rpc-request';

/** A persistent request as the add dialog hands it to the table to send. */
export interface NewPersistentRpc {
  oneWay: boolean;
  method: string;
  params: unknown;
  retries?: number;
  additionalInfo?: unknown;
}

interface AddRpcDialogProps {
  open: boolean;
  busy: boolean;
  /** the server's message when the last send failed */
  error: string;
  onSend(request: NewPersistentRpc): void;
  onClose(): void;
  translate(key: string): string;
}

/**
 * The platform's "Create new RPC request" dialog: message type, method (required, no spaces), params and additional
 * info (JSON when they parse, else the text) and retries. The table sends it as a persistent request.
 */
export function AddRpcDialog({ open, busy, error, onSend, onClose, translate }: AddRpcDialogProps) {
  const t = (key: string) => translate(`widgets.persistent-table.${key}`);
  const [oneWay, setOneWay] = useState(false);
  const [method, setMethod] = useState('');
  const [params, setParams] = useState('{}');
  const [retries, setRetries] = useState('');
  const [additionalInfo, setAdditionalInfo] = useState('');
  const [touched, setTouched] = useState(false);
  const methodError = touched && !method.trim() ? t('method-error') : '';

  const send = () => {
    setTouched(true);
    if (!method.trim()) return;
    onSend({
      oneWay,
      method: method.trim(),
      params: rpcParams(params),
      ...(retries.trim() ? { retries: Number(retries) } : {}),
      ...(additionalInfo.trim() ? { additionalInfo: rpcParams(additionalInfo) } : {}),
    });
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="add-rpc-title">
      <DialogTitle id="add-rpc-title">{t('add-title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label={t('message-type')}
            value={String(oneWay)}
            onChange={(event) => setOneWay(event.target.value === 'true')}
          >
            <MenuItem value="false">{t('message-types.false')}</MenuItem>
            <MenuItem value="true">{t('message-types.true')}</MenuItem>
          </TextField>
          <TextField
            required
            label={t('method')}
            value={method}
            onChange={(event) => setMethod(event.target.value)}
            onBlur={() => setTouched(true)}
            error={Boolean(methodError)}
            helperText={methodError || ' '}
          />
          <TextField
            multiline
            minRows={3}
            label={t('params')}
            value={params}
            onChange={(event) => setParams(event.target.value)}
            slotProps={{ htmlInput: { style: { fontFamily: 'monospace' } } }}
          />
          <TextField
            type="number"
            label={t('retries')}
            value={retries}
            onChange={(event) => setRetries(event.target.value)}
            slotProps={{ htmlInput: { min: 0 } }}
          />
          <TextField
            multiline
            minRows={2}
            label={t('additional-info')}
            value={additionalInfo}
            onChange={(event) => setAdditionalInfo(event.target.value)}
          />
        </Stack>
        {error ? (
          <Typography role="alert" variant="body2" color="error">
            {error}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('action.cancel')}
        </Button>
        <Button variant="contained" onClick={send} disabled={busy}>
          {t('send-request')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
