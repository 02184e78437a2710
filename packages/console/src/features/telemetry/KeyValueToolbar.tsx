import { mdiArrowLeft, mdiMagnify, mdiRefresh } from '@mdi/js';
import { Box, IconButton, InputBase, Toolbar, Tooltip, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../components/icons/MdiIcon';

export interface ToolbarAction {
  label: string;
  icon: string;
  onClick(): void;
  disabled?: boolean;
}

interface KeyValueToolbarProps {
  /** the title, or the scope select */
  title: ReactNode;
  /** shown while rows are selected instead of the title */
  selectionText: string | null;
  selectionActions: ToolbarAction[];
  actions: ToolbarAction[];
  textSearch: string;
  onTextSearch(text: string): void;
  onRefresh(): void;
  disabled?: boolean;
}

/** The header of a key-value table: title and actions, the search field, or the selection and its actions. */
export function KeyValueToolbar(props: KeyValueToolbarProps) {
  const { t } = useTranslation();
  const [searching, setSearching] = useState(false);
  const button = (action: ToolbarAction) => (
    <Tooltip key={action.label} title={action.label}>
      <span>
        <IconButton onClick={action.onClick} disabled={props.disabled || action.disabled} aria-label={action.label}>
          <MdiIcon path={action.icon} />
        </IconButton>
      </span>
    </Tooltip>
  );

  if (props.selectionText) {
    return (
      <Toolbar variant="dense" disableGutters sx={{ bgcolor: 'action.selected', px: 1 }}>
        <Typography sx={{ flex: 1 }}>{props.selectionText}</Typography>
        {props.selectionActions.map(button)}
      </Toolbar>
    );
  }
  if (searching) {
    return (
      <Toolbar variant="dense" disableGutters sx={{ px: 1 }}>
        <IconButton
          aria-label={t('action.close')}
          onClick={() => {
            setSearching(false);
            props.onTextSearch('');
          }}
        >
          <MdiIcon path={mdiArrowLeft} />
        </IconButton>
        <InputBase
          autoFocus
          fullWidth
          placeholder={t('action.search')}
          value={props.textSearch}
          onChange={(event) => props.onTextSearch(event.target.value)}
          inputProps={{ 'aria-label': t('action.search') }}
          sx={{ ml: 1 }}
        />
      </Toolbar>
    );
  }
  return (
    <Toolbar variant="dense" disableGutters sx={{ px: 1, gap: 1 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>{props.title}</Box>
      {props.actions.map(button)}
      {button({ label: t('action.search'), icon: mdiMagnify, onClick: () => setSearching(true) })}
      {button({ label: t('action.refresh'), icon: mdiRefresh, onClick: props.onRefresh })}
    </Toolbar>
  );
}
