import { Box, Card, Checkbox, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { EntityRowActions } from './EntityRowActions';
import type { EntityAction, EntityColumn, EntityContext, EntityRecord } from './entity-config';

interface EntityCardListProps<T extends EntityRecord> {
  columns: EntityColumn<T>[];
  actions: EntityAction<T>[];
  rows: T[];
  selected: ReadonlySet<string>;
  context: EntityContext;
  noEntities: string;
  selectable: boolean;
  onToggle(id: string): void;
  onOpen(entity: T): void;
}

/**
 * The rows of the current page on a phone: one card per entity with every column as a label and value, and the row's
 * actions in a menu, since a table of several columns cannot fit a phone's width.
 */
export function EntityCardList<T extends EntityRecord>(props: EntityCardListProps<T>) {
  const { t } = useTranslation();
  const { columns, rows, selected } = props;
  if (rows.length === 0) {
    return (
      <Typography align="center" sx={{ py: 4, color: 'text.secondary', flex: 1 }}>
        {t(props.noEntities)}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 1, flex: 1, overflow: 'auto', minHeight: 0 }}>
      {rows.map((row) => (
        <Box component="li" key={row.id.id} data-testid="entity-card" sx={{ mb: 1 }}>
          <Card variant="outlined" sx={{ display: 'flex', alignItems: 'flex-start' }}>
            {props.selectable && (
              <Checkbox
                checked={selected.has(row.id.id)}
                onChange={() => props.onToggle(row.id.id)}
                slotProps={{ input: { 'aria-label': t('entity.select') } }}
              />
            )}
            <Box onClick={() => props.onOpen(row)} sx={{ flex: 1, minWidth: 0, p: 1, cursor: 'pointer' }}>
              {columns.map((column) => (
                <Box key={column.key} sx={{ display: 'flex', gap: 1, minWidth: 0 }}>
                  <Typography variant="caption" color="text.secondary" sx={{ flex: '0 0 40%', pt: 0.25 }}>
                    {t(column.title)}
                  </Typography>
                  <Typography component="div" variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                    {column.render(row)}
                  </Typography>
                </Box>
              ))}
            </Box>
            <Box sx={{ p: 0.5 }}>
              <EntityRowActions entity={row} actions={props.actions} context={props.context} folded />
            </Box>
          </Card>
        </Box>
      ))}
    </Box>
  );
}
