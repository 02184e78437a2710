import { mdiClose, mdiPencil } from '@mdi/js';
import {
  Alert,
  Box,
  Button,
  Drawer,
  IconButton,
  LinearProgress,
  Stack,
  Tab,
  Tabs,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../components/icons/MdiIcon';
import { useIsLoading } from '../core/http/loading-store';
import type { DetailsError } from './details-error';
import type { EntityContext, EntityRecord, EntityTableConfig } from './entity-config';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

// the contrast text of the primary colour: white on the light scheme's dark blue, dark on the dark scheme's light blue
const HEADER_SX = {
  display: 'flex',
  alignItems: 'center',
  p: 2,
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
};

interface EntityDetailsDrawerProps<T extends EntityRecord> {
  config: EntityTableConfig<T>;
  open: boolean;
  /** null while it is being read, or when it cannot be read */
  entity: T | null;
  /** when the entity was read; a newer read replaces what a read-only form shows */
  readAt: number;
  error: DetailsError | null;
  context: EntityContext;
  onClose(): void;
  onSave(draft: Partial<T>): Promise<boolean>;
}

/**
 * The details panel: the entity's form (read-only until Edit) and the config's further tabs; while the entity is read,
 * a progress bar, and when it cannot be read, why.
 */
export function EntityDetailsDrawer<T extends EntityRecord>({
  config,
  open,
  entity,
  readAt,
  error,
  context,
  onClose,
  onSave,
}: EntityDetailsDrawerProps<T>) {
  const { t } = useTranslation();
  const loading = useIsLoading();
  const [tab, setTab] = useState('details');
  const [editing, setEditing] = useState(false);
  const formId = `details-${config.id}`;
  const { Form } = config;
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(editing && dirty);
  const stopEditing = () => {
    setEditing(false);
    setDirty(false);
  };
  const close = () =>
    guard.leave(() => {
      stopEditing();
      setTab('details');
      onClose();
    });
  const save = async (draft: Partial<T>) => {
    if (await onSave(draft)) stopEditing();
  };
  const extraTab = config.detailsTabs?.find((candidate) => candidate.id === tab);
  const ownTabBar = !config.formDrawsTabs && Boolean(config.detailsTabs?.length);
  const formTabs =
    config.formDrawsTabs && entity && !editing
      ? config.detailsTabs?.map((detailsTab) => ({
          id: detailsTab.id,
          label: detailsTab.label,
          content: detailsTab.render(entity, context),
        }))
      : undefined;

  return (
    <>
      <Drawer
        anchor="right"
        open={open}
        onClose={close}
        slotProps={{ paper: { sx: { width: { xs: '100%', md: '60%' }, maxWidth: 900 } } }}
      >
        {!entity && (
          <Box role="region" aria-label={t(config.messages.details)}>
            <Box sx={HEADER_SX}>
              <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
                {t(config.messages.details)}
              </Typography>
              <IconButton color="inherit" onClick={close} aria-label={t('action.close')}>
                <MdiIcon path={mdiClose} />
              </IconButton>
            </Box>
            {error ? (
              <Alert severity="error" sx={{ m: 2 }} data-testid="details-error">
                {'text' in error ? error.text : t(error.key, error.values)}
              </Alert>
            ) : (
              <LinearProgress />
            )}
          </Box>
        )}
        {entity && (
          <Box
            role="region"
            aria-label={t(config.messages.details)}
            sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
          >
            <Box sx={HEADER_SX}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="h6" component="h2" noWrap data-testid="details-title">
                  {config.entityTitle(entity)}
                </Typography>
                <Typography variant="body2">{t(config.messages.details)}</Typography>
              </Box>
              <IconButton color="inherit" onClick={close} aria-label={t('action.close')}>
                <MdiIcon path={mdiClose} />
              </IconButton>
            </Box>
            {/* A bar with the one Details tab would only stack above the form's own tabs (device profiles). */}
            {ownTabBar && config.detailsTabs ? (
              // Arrows, also on phones, show that more tabs lie beyond the drawer's edge instead of clipping them.
              <Tabs
                value={tab}
                onChange={(_event, value: string) => setTab(value)}
                variant="scrollable"
                scrollButtons="auto"
                allowScrollButtonsMobile
                sx={{ flexShrink: 0, minWidth: 0 }}
              >
                <Tab value="details" label={t('details.details')} />
                {config.detailsTabs.map((detailsTab) => (
                  <Tab key={detailsTab.id} value={detailsTab.id} label={t(detailsTab.label)} />
                ))}
              </Tabs>
            ) : null}
            <Box sx={{ flex: 1, overflow: 'auto', p: 2 }}>
              {tab === 'details' ? (
                <>
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mb: 1, flexWrap: 'wrap' }}>
                    {config.detailsActions && !editing && (
                      <Box sx={{ flex: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                        {config.detailsActions(entity, context)}
                      </Box>
                    )}
                    {config.readOnly || !(config.canEdit?.(entity) ?? true) ? null : editing ? (
                      <>
                        <Button onClick={stopEditing} disabled={loading}>
                          {t('action.cancel')}
                        </Button>
                        <Button type="submit" form={formId} variant="contained" disabled={loading}>
                          {t('action.apply-changes')}
                        </Button>
                      </>
                    ) : (
                      <Tooltip title={t('details.edit-mode')}>
                        <Button startIcon={<MdiIcon path={mdiPencil} />} onClick={() => setEditing(true)}>
                          {t('action.edit')}
                        </Button>
                      </Tooltip>
                    )}
                  </Stack>
                  <Form
                    // A form being edited keeps what the user typed; a read-only one shows the latest read.
                    key={editing ? `${entity.id.id}-editing` : `${entity.id.id}-${readAt}`}
                    formId={formId}
                    entity={entity}
                    disabled={!editing || loading}
                    onSubmit={save}
                    onDirtyChange={setDirty}
                    extraTabs={formTabs}
                  />
                </>
              ) : (
                extraTab?.render(entity, context)
              )}
            </Box>
          </Box>
        )}
      </Drawer>
      {guard.dialog}
    </>
  );
}
