import { mdiDelete, mdiPencil, mdiPlus } from '@mdi/js';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/icons/MdiIcon';

/** One column of the list: its header and what a row shows in it. */
export interface NamedListColumn<T> {
  header: string;
  cell(item: T): ReactNode;
}

interface NamedListDialogProps<T> {
  title: string;
  maxWidth: 'sm' | 'md';
  items: readonly T[];
  itemKey(item: T): string;
  columns: readonly NamedListColumn<T>[];
  emptyText: string;
  addText: string;
  editLabel(item: T): string;
  deleteLabel(item: T): string;
  onAdd(): void;
  onEdit(item: T): void;
  onDelete(item: T): void;
  /** the title of the message that refuses to delete an item widgets use */
  refusedTitle: string;
  /** that message, naming the widgets, while it is shown */
  refused: string | null;
  onRefusedClose(): void;
  onApply(): void;
  onClose(): void;
  /** the dialog editing one item, when open */
  children?: ReactNode;
}

/**
 * A dashboard's named items (entity aliases, filters) as the platform lists them: a table with each item's edit and
 * delete buttons, an add button, and Apply and Cancel for the whole list; a delete widgets still need is refused.
 */
export function NamedListDialog<T>(props: NamedListDialogProps<T>) {
  const { items, columns, refused } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const refusedTitleId = useId();
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth={props.maxWidth} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        {items.length === 0 ? (
          <Typography color="text.secondary">{props.emptyText}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.header}>{column.header}</TableCell>
                ))}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item) => (
                <TableRow key={props.itemKey(item)}>
                  {columns.map((column) => (
                    <TableCell key={column.header}>{column.cell(item)}</TableCell>
                  ))}
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton aria-label={props.editLabel(item)} onClick={() => props.onEdit(item)}>
                      <MdiIcon path={mdiPencil} />
                    </IconButton>
                    <IconButton aria-label={props.deleteLabel(item)} onClick={() => props.onDelete(item)}>
                      <MdiIcon path={mdiDelete} />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <Button startIcon={<MdiIcon path={mdiPlus} />} sx={{ mt: 2 }} onClick={props.onAdd}>
          {props.addText}
        </Button>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('action.cancel')}</Button>
        <Button variant="contained" onClick={props.onApply}>
          {t('action.apply')}
        </Button>
      </DialogActions>
      {props.children}
      <Dialog open={refused !== null} onClose={props.onRefusedClose} aria-labelledby={refusedTitleId}>
        <DialogTitle id={refusedTitleId}>{props.refusedTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{refused}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onRefusedClose} autoFocus>
            {t('action.ok')}
          </Button>
        </DialogActions>
      </Dialog>
    </Dialog>
  );
}
