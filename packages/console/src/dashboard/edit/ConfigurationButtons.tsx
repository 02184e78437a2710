import type { Dashboard, DashboardLayoutId } from '@fleetdeck/model';
import {
  mdiCog,
  mdiDevices,
  mdiFilterVariant,
  mdiLayersTriple,
  mdiViewColumnOutline,
  mdiViewGridOutline,
} from '@mdi/js';
import { IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../components/icons/MdiIcon';
import {
  DashboardSettingsDialog,
  DashboardStatesDialog,
  EntityAliasesDialog,
  FiltersDialog,
  LayoutSettingsDialog,
  StateLayoutsDialog,
} from './dialogs';
import { hasRightLayout } from './dialogs/state-layouts';

type Configuration = Dashboard['configuration'];
type Editor = 'aliases' | 'filters' | 'states' | 'layouts' | 'layout' | 'settings';

interface ConfigurationButtonsProps {
  configuration: Configuration;
  /** the state on screen, whose layouts are managed and whose layouts' settings are edited */
  stateId: string;
  onApply(configuration: Configuration): void;
}

/**
 * The edit toolbar's buttons for the dashboard's entity aliases, filters, states, the state's layouts, a layout's
 * settings (the main one's, or, when the state shows a right layout, the one picked) and the dashboard's settings,
 * each in its dialog.
 */
export function ConfigurationButtons({ configuration, stateId, onApply }: ConfigurationButtonsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Editor | null>(null);
  const [layoutId, setLayoutId] = useState<DashboardLayoutId>('main');
  // the layout settings button's own element while it offers the main and the right layout
  const [pickingLayout, setPickingLayout] = useState<HTMLElement | null>(null);
  const withRight = hasRightLayout(configuration, stateId);
  const editLayout = (picked: DashboardLayoutId) => {
    setPickingLayout(null);
    setLayoutId(picked);
    setOpen('layout');
  };
  const close = () => setOpen(null);
  const apply = (next: Configuration) => {
    onApply(next);
    close();
  };
  const button = (editor: Editor, label: string, path: string) => (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        onClick={(event) => {
          if (editor !== 'layout') setOpen(editor);
          else if (withRight) setPickingLayout(event.currentTarget);
          else editLayout('main');
        }}
      >
        <MdiIcon path={path} />
      </IconButton>
    </Tooltip>
  );
  const dialogs: Record<Editor, () => ReactNode> = {
    aliases: () => <EntityAliasesDialog configuration={configuration} onApply={apply} onClose={close} />,
    filters: () => <FiltersDialog configuration={configuration} onApply={apply} onClose={close} />,
    states: () => <DashboardStatesDialog configuration={configuration} onApply={apply} onClose={close} />,
    layouts: () => (
      <StateLayoutsDialog configuration={configuration} stateId={stateId} onApply={apply} onClose={close} />
    ),
    layout: () => (
      <LayoutSettingsDialog
        configuration={configuration}
        stateId={stateId}
        layoutId={layoutId}
        onApply={apply}
        onClose={close}
      />
    ),
    settings: () => <DashboardSettingsDialog configuration={configuration} onApply={apply} onClose={close} />,
  };
  return (
    <>
      {button('aliases', t('alias.aliases'), mdiDevices)}
      {button('filters', t('filter.filters'), mdiFilterVariant)}
      {button('states', t('dashboard.states'), mdiLayersTriple)}
      {button('layouts', t('layout.manage'), mdiViewColumnOutline)}
      {button('layout', t('dashboard.layout-settings'), mdiViewGridOutline)}
      {button('settings', t('dashboard.settings'), mdiCog)}
      <Menu anchorEl={pickingLayout} open={pickingLayout !== null} onClose={() => setPickingLayout(null)}>
        {(['main', 'right'] as const).map((id) => (
          <MenuItem key={id} onClick={() => editLayout(id)}>
            {t(`layout.${id}`)}
          </MenuItem>
        ))}
      </Menu>
      {open && dialogs[open]()}
    </>
  );
}
