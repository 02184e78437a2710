import type { DashboardLayoutId } from '@fleetdeck/model';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface SelectTargetLayoutDialogProps {
  onSelect(layoutId: DashboardLayoutId): void;
  onClose(): void;
}

/** Asked before adding a widget to a state that shows a right layout beside its main one, as the platform asks. */
export function SelectTargetLayoutDialog({ onSelect, onClose }: SelectTargetLayoutDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="select-target-layout-title">
      <DialogTitle id="select-target-layout-title">{t('layout.select')}</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'center', pt: 1 }}>
          {(['main', 'right'] as const).map((layoutId) => (
            <Button key={layoutId} variant="outlined" size="large" onClick={() => onSelect(layoutId)}>
              {t(`layout.${layoutId}`)}
            </Button>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('action.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
