import type { EntityId, EntitySearchDirection } from '@fleetdeck/model';
import { mdiDelete, mdiPlus, mdiRefresh } from '@mdi/js';
import {
  Box,
  IconButton,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Toolbar,
  Tooltip,
  Typography,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { MdiIcon } from '../../components/icons/MdiIcon';
import { entityTypeName } from '../../components/pickers/entity-types';
import { api } from '../../core/http/api';
import { AddRelationDialog } from './AddRelationDialog';
import { type RelationRow, relationKey, relationRows } from './relation-rows';

interface RelationsTabProps {
  entityId: EntityId;
  /** hides add and delete */
  readOnly?: boolean;
}

/** The Relations details tab of any entity: its outbound or inbound relations, with add and delete. */
export function RelationsTab({ entityId, readOnly }: RelationsTabProps) {
  const { t } = useTranslation();
  const [direction, setDirection] = useState<EntitySearchDirection>('FROM');
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<RelationRow | null>(null);

  const relations = useQuery({
    queryKey: ['relations', entityId.entityType, entityId.id, direction],
    queryFn: () => (direction === 'FROM' ? api.relations.infoFrom(entityId) : api.relations.infoTo(entityId)),
    staleTime: 0,
  });
  const rows = relationRows(relations.data ?? [], direction);
  const remove = useMutation({
    mutationFn: ({ relation }: RelationRow) =>
      api.relations.delete(relation.from, relation.type, relation.to, relation.typeGroup),
    onSettled: () => {
      setToDelete(null);
      void relations.refetch();
    },
  });

  const other = direction === 'FROM' ? 'to' : 'from';
  return (
    <Box>
      <Toolbar disableGutters sx={{ gap: 2 }}>
        <Typography variant="h6" component="h3" sx={{ flex: 1 }}>
          {t('relation.relations')}
        </Typography>
        <TextField
          select
          size="small"
          label={t('relation.direction')}
          value={direction}
          onChange={(event) => setDirection(event.target.value as EntitySearchDirection)}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="FROM">{t('relation.search-direction.FROM')}</MenuItem>
          <MenuItem value="TO">{t('relation.search-direction.TO')}</MenuItem>
        </TextField>
        {!readOnly && (
          <Tooltip title={t('relation.add')}>
            <IconButton aria-label={t('relation.add')} onClick={() => setAdding(true)}>
              <MdiIcon path={mdiPlus} />
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title={t('action.refresh')}>
          <IconButton aria-label={t('action.refresh')} onClick={() => void relations.refetch()}>
            <MdiIcon path={mdiRefresh} />
          </IconButton>
        </Tooltip>
      </Toolbar>
      <Table size="small" aria-label={t('relation.relations')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('relation.type')}</TableCell>
            <TableCell>{t(`relation.${other}-entity-type`)}</TableCell>
            <TableCell>{t(`relation.${other}-entity-name`)}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={4} align="center" sx={{ py: 3, color: 'text.secondary' }}>
                {t('relation.no-relations-text')}
              </TableCell>
            </TableRow>
          )}
          {rows.map((row) => (
            <TableRow key={relationKey(row.relation)} data-testid="relation-row">
              <TableCell>{row.type}</TableCell>
              <TableCell>{t(entityTypeName(row.other.entityType))}</TableCell>
              <TableCell>{row.otherName}</TableCell>
              <TableCell align="right">
                {!readOnly && (
                  <Tooltip title={t('relation.delete')}>
                    <IconButton size="small" aria-label={t('relation.delete')} onClick={() => setToDelete(row)}>
                      <MdiIcon path={mdiDelete} fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {adding && (
        <AddRelationDialog
          open
          entityId={entityId}
          direction={direction}
          onClose={() => setAdding(false)}
          onAdded={() => void relations.refetch()}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        busy={remove.isPending}
        title={t(`relation.delete-${direction === 'FROM' ? 'to' : 'from'}-relation-title`, {
          entityName: toDelete?.otherName ?? '',
        })}
        message={t(`relation.delete-${direction === 'FROM' ? 'to' : 'from'}-relation-text`, {
          entityName: toDelete?.otherName ?? '',
        })}
        okLabel={t('action.delete')}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      />
    </Box>
  );
}
