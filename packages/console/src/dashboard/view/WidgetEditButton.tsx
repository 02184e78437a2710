import type { Widget } from '@fleetdeck/model';
import { mdiPencil } from '@mdi/js';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../components/icons/MdiIcon';
import { useDashboardRuntime } from '../runtime/DashboardRuntimeContext';
import { WidgetSettingsDialog } from './WidgetSettingsDialog';
import { useWidgetConfigChoices } from './widget-config/useWidgetConfigChoices';
import type { WidgetConfigDefinition } from './widget-config/widget-config-definition';

/** The widget header's edit button and the configuration dialog it opens; nothing for a user who may not edit. */
export function WidgetEditButton({ widget, definition }: { widget: Widget; definition: WidgetConfigDefinition }) {
  const { t } = useTranslation();
  const { saveWidgetSettings } = useDashboardRuntime();
  const { aliases, filters, states } = useWidgetConfigChoices();
  const [open, setOpen] = useState(false);
  if (!saveWidgetSettings) return null;
  return (
    <>
      <Tooltip title={t('widget.edit')}>
        <IconButton size="small" sx={{ color: 'inherit' }} aria-label={t('widget.edit')} onClick={() => setOpen(true)}>
          <MdiIcon path={mdiPencil} fontSize="small" />
        </IconButton>
      </Tooltip>
      {open && (
        <WidgetSettingsDialog
          widget={widget}
          definition={definition}
          aliases={aliases}
          filters={filters}
          states={states}
          onSave={(edit) => saveWidgetSettings(widget.id, edit)}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
