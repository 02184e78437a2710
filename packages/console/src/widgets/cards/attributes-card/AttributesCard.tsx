import { Box, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import type { WidgetProps } from '../../widget-definition';
import { entityGroups } from './entity-groups';

/**
 * The "Attributes card" widget: for each entity of its datasources, the entity's name above a table of each key's
 * label and latest value. It has no settings of its own.
 */
export function AttributesCard({ config, data }: WidgetProps) {
  return (
    <Box sx={{ height: '100%', overflow: 'auto' }}>
      {entityGroups(data, config).map((group) => (
        <Box key={group.id} component="section" aria-label={group.name} sx={{ mb: 1 }}>
          <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 500 }}>
            {group.name}
          </Typography>
          <Table size="small">
            <TableBody>
              {group.rows.map((row) => (
                <TableRow key={row.label}>
                  <TableCell component="th" scope="row" sx={{ color: 'inherit', width: '40%' }}>
                    {row.label}
                  </TableCell>
                  <TableCell sx={{ color: 'inherit' }}>{row.value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ))}
    </Box>
  );
}
