import type { WidgetsBundle, WidgetTypeDetails } from '@fleetdeck/model';
import { mdiFileImport, mdiPlus, mdiRefresh } from '@mdi/js';
import { Alert, Box, IconButton, LinearProgress, Paper, Toolbar, Tooltip, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { JsonFileImportDialog } from '../../../components/dialogs/JsonFileImportDialog';
import { MdiIcon } from '../../../components/icons/MdiIcon';
import { api } from '../../../core/http/api';
import { useAuthStore } from '../../../core/session/auth-store';
import { detailsError } from '../../../entities/details-error';
import { canWriteBundle, isSystemBundle } from '../bundle-access';
import { exportWidgetType } from '../export-widgets';
import { importWidgetType } from '../import-widgets';
import { NEW_WIDGET_TYPE } from '../widget-editor/widget-draft';
import { parseWidgetTypeFile } from '../widgets-bundle-file';
import { WidgetTypeCard } from './WidgetTypeCard';
import { WidgetTypeDetailsDialog } from './WidgetTypeDetailsDialog';

function useBundleWidgetTypes(bundleId: string) {
  const bundle = useQuery({ queryKey: ['widgetsBundle', bundleId], queryFn: () => api.widgets.bundle(bundleId) });
  const found = bundle.data;
  const widgetTypes = useQuery({
    queryKey: ['widgetTypesDetails', bundleId, found?.alias],
    queryFn: () =>
      api.widgets.widgetTypesDetails({
        isSystem: isSystemBundle(found as WidgetsBundle),
        bundleAlias: found?.alias ?? '',
      }),
    enabled: found !== undefined,
  });
  return { bundle, widgetTypes };
}

/**
 * /widgets-bundles/:bundleId/widgetTypes: the widget types of a bundle as cards with their pictures. Each opens
 * read-only and exports; in a bundle of the user's own, widget types are also created and edited in the widget
 * editor, imported and deleted.
 */
export function WidgetTypesPage() {
  const { t } = useTranslation();
  const { bundleId = '' } = useParams();
  const navigate = useNavigate();
  const edit = (widgetTypeId: string) => navigate(`/widgets-bundles/${bundleId}/widgetTypes/${widgetTypeId}`);
  const authority = useAuthStore((state) => state.authUser?.authority);
  const { bundle, widgetTypes } = useBundleWidgetTypes(bundleId);
  const [importing, setImporting] = useState(false);
  const [opened, setOpened] = useState<WidgetTypeDetails | null>(null);
  const [deleting, setDeleting] = useState<WidgetTypeDetails | null>(null);
  const remove = useMutation({
    mutationFn: (widgetType: WidgetTypeDetails) => api.widgets.deleteWidgetType(widgetType.id.id),
    onSuccess: () => widgetTypes.refetch(),
    onSettled: () => setDeleting(null),
  });
  const current = bundle.data;
  const writable = current !== undefined && canWriteBundle(current, authority);
  const failure = bundle.error ?? widgetTypes.error;
  const failureText = failure ? detailsError(failure) : null;

  return (
    <Box sx={{ p: { xs: 0, sm: 2 }, flex: 1, display: 'flex', minHeight: 0, minWidth: 0 }}>
      <Paper sx={{ flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0, minWidth: 0 }}>
        <Toolbar sx={{ gap: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }} noWrap>
            {current?.title ?? ''}
          </Typography>
          {writable && (
            <Tooltip title={t('widget.add-widget-type')}>
              <IconButton aria-label={t('widget.add-widget-type')} onClick={() => edit(NEW_WIDGET_TYPE)}>
                <MdiIcon path={mdiPlus} />
              </IconButton>
            </Tooltip>
          )}
          {writable && (
            <Tooltip title={t('widget.import')}>
              <IconButton aria-label={t('widget.import')} onClick={() => setImporting(true)}>
                <MdiIcon path={mdiFileImport} />
              </IconButton>
            </Tooltip>
          )}
          <Tooltip title={t('action.refresh')}>
            <IconButton aria-label={t('action.refresh')} onClick={() => void widgetTypes.refetch()}>
              <MdiIcon path={mdiRefresh} />
            </IconButton>
          </Tooltip>
        </Toolbar>
        {(bundle.isPending || widgetTypes.isFetching) && !failure && <LinearProgress />}
        {failureText && (
          <Alert severity="error" sx={{ m: 2 }}>
            {'text' in failureText ? failureText.text : t(failureText.key, failureText.values)}
          </Alert>
        )}
        {widgetTypes.data?.length === 0 && (
          <Typography sx={{ p: 4, textAlign: 'center' }} color="text.secondary">
            {t('widgets-bundle.empty')}
          </Typography>
        )}
        <Box
          sx={{
            flex: 1,
            overflow: 'auto',
            p: 2,
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
            alignContent: 'start',
            // Cards clip their content, so rows sized by the space left would cut them; each row takes its cards' height.
            gridAutoRows: 'max-content',
            gap: 2,
          }}
        >
          {widgetTypes.data?.map((widgetType) => (
            <WidgetTypeCard
              key={widgetType.id.id}
              widgetType={widgetType}
              deletable={writable}
              onOpen={() => setOpened(widgetType)}
              onEdit={writable ? () => edit(widgetType.id.id) : undefined}
              onExport={() => exportWidgetType(widgetType)}
              onDelete={() => setDeleting(widgetType)}
            />
          ))}
        </Box>
      </Paper>
      <WidgetTypeDetailsDialog widgetType={opened} onClose={() => setOpened(null)} />
      {current && (
        <JsonFileImportDialog
          open={importing}
          title="widget.import"
          dropLabel="widget.drop-file"
          read={parseWidgetTypeFile}
          save={(draft) => importWidgetType(current, draft)}
          showsServerErrors
          onClose={() => setImporting(false)}
          onImported={() => void widgetTypes.refetch()}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        busy={remove.isPending}
        title={t('widget.remove-widget-type-title', { widgetName: deleting?.name ?? '' })}
        message={t('widget.remove-widget-type-text')}
        okLabel={t('action.delete')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </Box>
  );
}
