import type { WidgetsBundle, WidgetTypeDetails } from '@fleetdeck/model';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../core/http/api';
import { useAuthStore } from '../../core/session/auth-store';
import { isSystemBundle } from '../../features/widgets-bundles/bundle-access';
import { WidgetTypeOption } from './WidgetTypeOption';

interface AddWidgetDialogProps {
  onPick(widgetType: WidgetTypeDetails): void;
  onClose(): void;
}

/** The bundles a tenant may add widgets from: the system's and its own; the edge bundle only with edge support. */
function useOfferedBundles() {
  const edgesEnabled = useAuthStore((state) => state.edgesSupportEnabled);
  const bundles = useQuery({ queryKey: ['widgetsBundles', 'all'], queryFn: () => api.widgets.allBundles() });
  const offered = useMemo(
    () => (bundles.data ?? []).filter((bundle) => edgesEnabled || bundle.alias !== 'edge_widgets'),
    [bundles.data, edgesEnabled],
  );
  return { bundles: offered, error: bundles.error, isPending: bundles.isPending };
}

function matches(widgetType: WidgetTypeDetails, search: string): boolean {
  const text = search.trim().toLowerCase();
  return text === '' || widgetType.name.toLowerCase().includes(text);
}

/** Picks a widget type to add: a widgets bundle, a search by name, and the bundle's types as cards. */
export function AddWidgetDialog({ onPick, onClose }: AddWidgetDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { bundles, error, isPending } = useOfferedBundles();
  const [bundleId, setBundleId] = useState('');
  const [search, setSearch] = useState('');
  const bundle: WidgetsBundle | undefined = bundles.find((entry) => entry.id.id === bundleId);
  const widgetTypes = useQuery({
    queryKey: ['widgetTypesDetails', bundle?.id.id],
    queryFn: () =>
      api.widgets.widgetTypesDetails({
        isSystem: isSystemBundle(bundle as WidgetsBundle),
        bundleAlias: bundle?.alias ?? '',
      }),
    enabled: bundle !== undefined,
  });
  const shown = (widgetTypes.data ?? []).filter((widgetType) => matches(widgetType, search));
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('dashboard.add-widget')}</DialogTitle>
      <DialogContent dividers sx={{ minHeight: 360 }}>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
          <TextField
            select
            label={t('widget.select-widgets-bundle')}
            value={bundleId}
            onChange={(event) => setBundleId(event.target.value)}
            sx={{ minWidth: 280 }}
          >
            {bundles.map((entry) => (
              <MenuItem key={entry.id.id} value={entry.id.id}>
                {entry.title}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="search"
            label={t('action.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            disabled={!bundle}
          />
        </Box>
        {(isPending || widgetTypes.isFetching) && <LinearProgress />}
        {(error ?? widgetTypes.error) && (
          <Alert severity="error">{t('widget.data-failed', { message: (error ?? widgetTypes.error)?.message })}</Alert>
        )}
        {widgetTypes.data?.length === 0 && <Typography color="text.secondary">{t('widgets-bundle.empty')}</Typography>}
        <Box
          role="list"
          aria-label={bundle?.title}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}
        >
          {shown.map((widgetType) => (
            <Box role="listitem" key={widgetType.id.id}>
              <WidgetTypeOption widgetType={widgetType} onPick={() => onPick(widgetType)} />
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('action.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
