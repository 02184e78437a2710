import type { Dashboard } from '@fleetdeck/model';
import {
  mdiCog,
  mdiDevices,
  mdiFilterVariant,
  mdiLayersTriple,
  mdiViewColumnOutline,
  mdiViewGridOutline,
} from '@mdi/js';
import { IconButton, Tooltip } from '@mui/material';
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

type Configuration = Dashboard['configuration'];
type Editor = 'aliases' | 'filters' | 'states' | 'layouts' | 'layout' | 'settings';

interface ConfigurationButtonsProps {
  configuration: Configuration;
  /** the state on screen, whose layouts are managed and whose main layout the layout settings edit */
  stateId: string;
  onApply(configuration: Configuration): void;
}

/**
 * The edit toolbar's buttons for the dashboard's entity aliases, filters, states, the state's layouts, the main
 * layout's settings and the dashboard's settings, each in its dialog.
 */
export function ConfigurationButtons({ configuration, stateId, onApply }: ConfigurationButtonsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Editor | null>(null);
  const close = () => setOpen(null);
  const apply = (next: Configuration) => {
    onApply(next);
    close();
  };
  const button = (editor: Editor, label: string, path: string) => (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={() => setOpen(editor)}>
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
        layoutId="main"
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
      {open && dialogs[open]()}
    </>
  );
}
