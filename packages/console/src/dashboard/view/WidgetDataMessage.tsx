import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { WidgetDataStatus } from '../runtime/widget-data-status';

/**
 * The state of a widget's data in words, centred over its body: why its subscription failed, that its alias found
 * no entity, or the widget's "no data" message. Clicks go through to the widget below.
 */
export function WidgetDataMessage({ status, noDataMessage }: { status: WidgetDataStatus; noDataMessage: string }) {
  const { t } = useTranslation();
  if (!status) return null;
  const text =
    status.kind === 'failed'
      ? t('widget.data-failed', { message: status.message })
      : status.kind === 'no-entity'
        ? t('widget.no-entity-for-alias', { aliases: status.aliases.map((alias) => `'${alias}'`).join(', ') })
        : noDataMessage || t('widget.no-data');
  return (
    <Box
      data-testid="widget-message"
      role={status.kind === 'failed' ? 'alert' : 'status'}
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 1,
        textAlign: 'center',
        pointerEvents: 'none',
        zIndex: 1,
      }}
    >
      <Typography variant="body2" color={status.kind === 'failed' ? 'error' : 'text.secondary'}>
        {text}
      </Typography>
    </Box>
  );
}
