import { Box, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import type { WidgetProps } from '../../widget-definition';
import { eventRows } from './event-rows';
import type { GatewayEventsSettings } from './settings';

/**
 * "Gateway events": the latest value of each of the gateway's event counters, a row per key. It lists the data keys
 * the widget is given whose names match the settings.
 */
export function GatewayEvents({ config, data, translate }: WidgetProps<GatewayEventsSettings>) {
  const rows = eventRows(data, config.settings.eventsReg, config);
  return (
    <Box sx={{ position: 'absolute', inset: 0, overflow: 'auto' }}>
      {rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
          {translate('widgets.gateway.no-events')}
        </Typography>
      ) : (
        <Table size="small">
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                <TableCell component="th" scope="row">
                  {row.label}
                </TableCell>
                <TableCell>{row.value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
