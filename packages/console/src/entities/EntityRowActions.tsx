import { mdiDotsVertical } from '@mdi/js';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../components/icons/MdiIcon';
import { reportError } from '../core/http/report-error';
import type { EntityAction, EntityContext, EntityRecord } from './entity-config';

interface EntityRowActionsProps<T extends EntityRecord> {
  entity: T;
  actions: EntityAction<T>[];
  context: EntityContext;
  /** one "more" button opening a menu, for widths where a row of icons would push the columns out of sight */
  folded: boolean;
}

/** The actions of one row: a row of icon buttons, or one "more" button with a menu of them on narrow screens. */
export function EntityRowActions<T extends EntityRecord>({
  entity,
  actions,
  context,
  folded,
}: EntityRowActionsProps<T>) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const visible = actions.filter((action) => action.isVisible?.(entity) ?? true);
  if (!folded || visible.length < 2) {
    return visible.map((action) => (
      <Tooltip key={action.id} title={t(action.label)}>
        <IconButton size="small" aria-label={t(action.label)} onClick={() => runAction(action, entity, context)}>
          <MdiIcon path={action.icon} fontSize="small" />
        </IconButton>
      </Tooltip>
    ));
  }
  return (
    <>
      <Tooltip title={t('entity.more-actions')}>
        <IconButton
          size="small"
          aria-label={t('entity.more-actions')}
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <MdiIcon path={mdiDotsVertical} fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {visible.map((action) => (
          <MenuItem
            key={action.id}
            onClick={() => {
              setAnchor(null);
              runAction(action, entity, context);
            }}
          >
            <ListItemIcon>
              <MdiIcon path={action.icon} fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t(action.label)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

function runAction<T extends EntityRecord>(action: EntityAction<T>, entity: T, context: EntityContext): void {
  Promise.resolve()
    .then(() => action.onAction(entity, context))
    .catch(reportError);
}
