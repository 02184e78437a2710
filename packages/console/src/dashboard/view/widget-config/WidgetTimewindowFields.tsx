import type { StoredTimewindow } from '@fleetdeck/model';
import { Box, Checkbox, FormControlLabel } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TimeWindowControl } from '../../../components/time/TimeWindowControl';
import { useMaxDatapointsLimit } from '../../../components/time/use-max-datapoints-limit';
import { defaultStoredTimewindow } from '../../model/dashboard-defaults';
import { toStoredTimewindow, toTimewindow } from '../../model/stored-timewindow';

type Json = Record<string, unknown>;

interface WidgetTimewindowFieldsProps {
  config: Json;
  onChange(changes: Json): void;
}

/**
 * Whether the widget follows the dashboard's time window, else its own window (`config.timewindow`, in the
 * numeric form dashboards save) and whether its header shows it (`displayTimewindow`).
 */
export function WidgetTimewindowFields({ config, onChange }: WidgetTimewindowFieldsProps) {
  const { t } = useTranslation();
  const maxDatapointsLimit = useMaxDatapointsLimit();
  const useDashboard = config.useDashboardTimewindow !== false;
  const own = config.timewindow as StoredTimewindow | undefined;
  const follow = (use: boolean) =>
    // a widget that stops following gets a window of its own at once, so what is saved is what it shows
    onChange(
      use || own
        ? { useDashboardTimewindow: use }
        : { useDashboardTimewindow: use, timewindow: defaultStoredTimewindow(maxDatapointsLimit, Date.now()) },
    );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2 }}>
      <FormControlLabel
        control={<Checkbox checked={useDashboard} onChange={(e) => follow(e.target.checked)} />}
        label={t('widget-config.use-dashboard-timewindow')}
      />
      {!useDashboard && own && (
        <>
          <FormControlLabel
            control={
              <Checkbox
                checked={config.displayTimewindow !== false}
                onChange={(e) => onChange({ displayTimewindow: e.target.checked })}
              />
            }
            label={t('widget-config.display-timewindow')}
          />
          <TimeWindowControl
            value={toTimewindow(own, maxDatapointsLimit, Date.now())}
            onChange={(next) => onChange({ timewindow: toStoredTimewindow(next) })}
            maxDatapointsLimit={maxDatapointsLimit}
          />
        </>
      )}
    </Box>
  );
}
