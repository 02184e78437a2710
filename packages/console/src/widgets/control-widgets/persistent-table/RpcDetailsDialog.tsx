import type { Rpc } from '@fleetdeck/model';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { RpcStatusChip } from './RpcStatusChip';
import { cellText, jsonText, rpcParamsText, rpcRetries } from './rpc-rows';

interface RpcDetailsDialogProps {
  rpc: Rpc | null;
  allowDelete: boolean;
  onDelete(rpc: Rpc): void;
  onClose(): void;
  translate(key: string): string;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '160px 1fr', gap: 1, py: 0.5 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Box>
  );
}

function Json({ text }: { text: string }) {
  return (
    <Typography component="pre" variant="body2" sx={{ m: 0, fontFamily: 'monospace', whiteSpace: 'pre-wrap' }}>
      {text}
    </Typography>
  );
}

/** The platform's request details: everything the server keeps of one persistent request, and its delete button. */
export function RpcDetailsDialog({ rpc, allowDelete, onDelete, onClose, translate }: RpcDetailsDialogProps) {
  const t = (key: string) => translate(`widgets.persistent-table.${key}`);
  return (
    <Dialog open={rpc !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="rpc-details-title">
      {rpc ? (
        <>
          <DialogTitle id="rpc-details-title">{`${t('details-title')}${rpc.id.id}`}</DialogTitle>
          <DialogContent dividers>
            <Field label={t('status')}>
              <RpcStatusChip status={rpc.status} translate={translate} />
            </Field>
            <Field label={t('message-type')}>{cellText(rpc, 'messageType', translate)}</Field>
            <Field label={t('method')}>{cellText(rpc, 'method', translate)}</Field>
            <Field label={t('params')}>
              <Json text={rpcParamsText(rpc)} />
            </Field>
            <Field label={t('created-time')}>{cellText(rpc, 'createdTime', translate)}</Field>
            <Field label={t('expiration-time')}>{cellText(rpc, 'expirationTime', translate)}</Field>
            <Field label={t('retries')}>{rpcRetries(rpc)}</Field>
            <Field label={t('response')}>
              <Json text={jsonText(rpc.response)} />
            </Field>
            <Field label={t('additional-info')}>
              <Json text={jsonText(rpc.additionalInfo)} />
            </Field>
          </DialogContent>
          <DialogActions>
            {allowDelete ? (
              <Button color="error" onClick={() => onDelete(rpc)}>
                {t('delete')}
              </Button>
            ) : null}
            <Button onClick={onClose}>{translate('action.close')}</Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
