import { mdiClockOutline } from '@mdi/js';
import { Button, Dialog, Popover, Tooltip, useMediaQuery, useTheme } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../icons/MdiIcon';
import { TimeWindowPanel } from './TimeWindowPanel';
import { type Timewindow, timewindowDisplayText } from './timewindow';

interface TimeWindowControlProps {
  value: Timewindow;
  onChange(value: Timewindow): void;
  maxDatapointsLimit: number;
  historyOnly?: boolean;
  disabled?: boolean;
  loading?: boolean;
}

/**
 * The time-window chooser: a button showing the window's display text that opens the panel, as a popover
 * or, below 600 px, full screen. Disabled when every part is hidden.
 */
export function TimeWindowControl({ value, onChange, maxDatapointsLimit, ...props }: TimeWindowControlProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const allHidden = value.hideInterval && value.hideAggregation && value.hideAggInterval && value.hideTimezone;
  const close = () => setAnchor(null);
  const panel = (
    <TimeWindowPanel
      value={value}
      maxDatapointsLimit={maxDatapointsLimit}
      historyOnly={props.historyOnly}
      loading={props.loading}
      onCancel={close}
      onApply={(next) => {
        close();
        onChange(next);
      }}
    />
  );
  return (
    <>
      <Tooltip title={t('timewindow.edit')}>
        <span>
          <Button
            startIcon={<MdiIcon path={mdiClockOutline} />}
            disabled={props.disabled || allHidden}
            onClick={(event) => setAnchor(event.currentTarget)}
            sx={{ textTransform: 'none' }}
            aria-haspopup="dialog"
          >
            {timewindowDisplayText(value, t, props.historyOnly)}
          </Button>
        </span>
      </Tooltip>
      {fullScreen ? (
        <Dialog open={anchor !== null} onClose={close} fullScreen>
          {anchor && panel}
        </Dialog>
      ) : (
        <Popover
          open={anchor !== null}
          anchorEl={anchor}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
          // The popover is placed once, when it opens: a fixed width keeps the panel where it was placed when the
          // History tab's wider date fields appear, instead of growing past the right edge of the screen.
          slotProps={{ paper: { sx: { maxHeight: 550, overflow: 'auto', width: 'min(560px, calc(100vw - 32px))' } } }}
        >
          {anchor && panel}
        </Popover>
      )}
    </>
  );
}
