import type { WidgetsBundle, WidgetTypeDetails } from '@fleetdeck/model';
import { Alert, Box, LinearProgress, Paper } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { api } from '../../../core/http/api';
import { useAuthStore } from '../../../core/session/auth-store';
import { detailsError } from '../../../entities/details-error';
import { canWriteBundle } from '../bundle-access';
import { WidgetEditor } from './WidgetEditor';
import { NEW_WIDGET_TYPE } from './widget-draft';

function useEditedWidgetType(bundleId: string, widgetTypeId: string) {
  const bundle = useQuery<WidgetsBundle>({
    queryKey: ['widgetsBundle', bundleId],
    queryFn: () => api.widgets.bundle(bundleId),
  });
  const isNew = widgetTypeId === NEW_WIDGET_TYPE;
  const widgetType = useQuery<WidgetTypeDetails>({
    queryKey: ['widgetType', widgetTypeId],
    queryFn: () => api.widgets.widgetType(widgetTypeId),
    enabled: !isNew,
  });
  return { bundle, widgetType, isNew };
}

/**
 * /widgets-bundles/:bundleId/widgetTypes/:widgetTypeId: the widget editor of a widget type of a bundle (`new` for a
 * new one). It edits in a bundle the user may write; a system type opens read-only for a tenant.
 */
export function WidgetEditorPage() {
  const { t } = useTranslation();
  const { bundleId = '', widgetTypeId = NEW_WIDGET_TYPE } = useParams();
  const authority = useAuthStore((state) => state.authUser?.authority);
  const { bundle, widgetType, isNew } = useEditedWidgetType(bundleId, widgetTypeId);
  const failure = bundle.error ?? widgetType.error;
  const failureText = failure ? detailsError(failure) : null;
  const ready = bundle.data && (isNew || widgetType.data);
  return (
    <Box sx={{ p: { xs: 0, sm: 2 }, flex: 1, display: 'flex', minHeight: 0, minWidth: 0 }}>
      <Paper sx={{ flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0, minWidth: 0 }}>
        {!ready && !failure && <LinearProgress />}
        {failureText && (
          <Alert severity="error" sx={{ m: 2 }}>
            {'text' in failureText ? failureText.text : t(failureText.key, failureText.values)}
          </Alert>
        )}
        {ready && bundle.data && (
          <WidgetEditor
            key={widgetTypeId}
            bundle={bundle.data}
            saved={isNew ? null : (widgetType.data ?? null)}
            readOnly={!canWriteBundle(bundle.data, authority)}
          />
        )}
      </Paper>
    </Box>
  );
}
