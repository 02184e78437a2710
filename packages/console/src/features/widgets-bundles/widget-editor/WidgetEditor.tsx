import { javascript } from '@codemirror/lang-javascript';
import { json } from '@codemirror/lang-json';
import type { WidgetsBundle, WidgetTypeDetails } from '@fleetdeck/model';
import { mdiContentSave, mdiContentSaveEdit, mdiPlay } from '@mdi/js';
import { Alert, Box, Button, MenuItem, Tab, Tabs, TextField, Toolbar, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Extension } from '@uiw/react-codemirror';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CodeEditor } from '../../../components/editors/CodeEditor';
import { MdiIcon } from '../../../components/icons/MdiIcon';
import { api } from '../../../core/http/api';
import { detailsError } from '../../../entities/details-error';
import { useUnsavedChangesGuard } from '../../../entities/useUnsavedChangesGuard';
import { WIDGET_KINDS, type WidgetKind } from '../../../widgets/widget-config';
import { useLeaveWarning } from '../../rule-chains/editor/useLeaveWarning';
import { WIDGET_KIND_NAMES } from '../widget-types/widget-kind';
import { ResourcesEditor } from './ResourcesEditor';
import { SaveAsDialog } from './SaveAsDialog';
import { WidgetPreview } from './WidgetPreview';
import { draftOf, isDirty, NEW_WIDGET_DRAFT, type WidgetEditorDraft, widgetTypeToSave } from './widget-draft';

type SourceKey = 'templateHtml' | 'templateCss' | 'controllerScript' | 'settingsSchema' | 'dataKeySettingsSchema';

/** The descriptor's texts, each with its tab's label and the language it is highlighted in (HTML and CSS as text). */
const SOURCES: { key: SourceKey; label: string; language: Extension }[] = [
  { key: 'templateHtml', label: 'widget.html', language: [] },
  { key: 'templateCss', label: 'widget.css', language: [] },
  { key: 'controllerScript', label: 'widget.javascript', language: javascript() },
  { key: 'settingsSchema', label: 'widget.settings-schema', language: json() },
  { key: 'dataKeySettingsSchema', label: 'widget.data-key-settings-schema', language: json() },
];

interface WidgetEditorProps {
  bundle: WidgetsBundle;
  /** the widget type as saved; null for a new one */
  saved: WidgetTypeDetails | null;
  readOnly: boolean;
}

/** The editor of one widget type: its name, kind, size, code and schemas, and a live preview of the last run. */
export function WidgetEditor({ bundle, saved: loaded, readOnly }: WidgetEditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<WidgetTypeDetails | null>(loaded);
  const [baseline, setBaseline] = useState<WidgetEditorDraft>(() => (loaded ? draftOf(loaded) : NEW_WIDGET_DRAFT));
  const [draft, setDraft] = useState<WidgetEditorDraft>(baseline);
  const [tab, setTab] = useState<SourceKey | 'resources'>('templateHtml');
  const [run, setRun] = useState({ count: 0, descriptor: baseline.descriptor });
  const [savingAs, setSavingAs] = useState(false);
  const [openAfterSave, setOpenAfterSave] = useState<string | null>(null);
  const dirty = !readOnly && isDirty(draft, baseline);
  const guard = useUnsavedChangesGuard(dirty);
  useLeaveWarning(dirty);

  const save = useMutation({
    mutationFn: ({ copyName }: { copyName?: string }) =>
      api.widgets.saveWidgetType(
        copyName === undefined
          ? widgetTypeToSave(draft, bundle.alias, saved)
          : widgetTypeToSave({ ...draft, name: copyName }, bundle.alias, null),
      ),
    onSuccess: (result, { copyName }) => {
      void queryClient.invalidateQueries({ queryKey: ['widgetTypesDetails', bundle.id.id] });
      void queryClient.invalidateQueries({ queryKey: ['customWidgetType', result.bundleAlias, result.alias] });
      setSavingAs(false);
      if (copyName === undefined && saved) {
        setSaved(result);
        setBaseline(draftOf(result));
        setDraft(draftOf(result));
        return;
      }
      // A new type, or a copy (which took the changes), opens under its own address once nothing unsaved holds it.
      setBaseline(draft);
      setOpenAfterSave(result.id.id);
    },
  });
  useEffect(() => {
    if (openAfterSave && !dirty) navigate(`/widgets-bundles/${bundle.id.id}/widgetTypes/${openAfterSave}`);
  }, [openAfterSave, dirty, navigate, bundle.id.id]);

  const change = (descriptor: Partial<WidgetEditorDraft['descriptor']>) =>
    setDraft((current) => ({ ...current, descriptor: { ...current.descriptor, ...descriptor } }));
  const nameMissing = draft.name.trim() === '';
  const failure = save.error ? detailsError(save.error) : null;
  const source = SOURCES.find((candidate) => candidate.key === tab);
  const size = (field: 'sizeX' | 'sizeY', label: string) => (
    <TextField
      label={label}
      type="number"
      size="small"
      value={draft.descriptor[field]}
      onChange={(event) => change({ [field]: Math.max(1, Number(event.target.value) || 1) })}
      slotProps={{ input: { readOnly }, htmlInput: { min: 1, step: 0.5 } }}
      sx={{ width: 96 }}
    />
  );

  return (
    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: 1 }}>
        <Typography variant="h6" component="h2" sx={{ mr: 1 }}>
          {t('widget.editor')}
        </Typography>
        <TextField
          label={t('widget.title')}
          size="small"
          required
          value={draft.name}
          onChange={(event) => setDraft((current) => ({ ...current, name: event.target.value }))}
          error={!readOnly && nameMissing}
          slotProps={{ input: { readOnly } }}
          sx={{ flex: 1, minWidth: 200 }}
        />
        <TextField
          select
          label={t('widget.type')}
          size="small"
          value={draft.descriptor.type}
          onChange={(event) => change({ type: event.target.value as WidgetKind })}
          disabled={readOnly}
          sx={{ width: 170 }}
        >
          {WIDGET_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {t(WIDGET_KIND_NAMES[kind])}
            </MenuItem>
          ))}
        </TextField>
        {size('sizeX', t('widget.size-x'))}
        {size('sizeY', t('widget.size-y'))}
        <Button
          startIcon={<MdiIcon path={mdiPlay} />}
          onClick={() => setRun((current) => ({ count: current.count + 1, descriptor: draft.descriptor }))}
        >
          {t('widget.run')}
        </Button>
        {!readOnly && (
          <Button
            variant="contained"
            startIcon={<MdiIcon path={mdiContentSave} />}
            disabled={nameMissing || save.isPending || (saved !== null && !dirty)}
            onClick={() => save.mutate({})}
          >
            {t('action.save')}
          </Button>
        )}
        {!readOnly && saved && (
          <Button startIcon={<MdiIcon path={mdiContentSaveEdit} />} onClick={() => setSavingAs(true)}>
            {t('widget.save-as')}
          </Button>
        )}
      </Toolbar>
      {failure && (
        <Alert severity="error" sx={{ mx: 2 }}>
          {'text' in failure ? failure.text : t(failure.key, failure.values)}
        </Alert>
      )}
      <Box
        sx={{
          flex: 1,
          minHeight: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
          gap: 2,
          p: 2,
          overflow: 'auto',
        }}
      >
        <Box sx={{ minWidth: 0, border: 1, borderColor: 'divider' }}>
          <Tabs value={tab} onChange={(_event, value: SourceKey | 'resources') => setTab(value)} variant="scrollable">
            <Tab value="resources" label={t('widget.resources')} />
            {SOURCES.map((candidate) => (
              <Tab key={candidate.key} value={candidate.key} label={t(candidate.label)} />
            ))}
          </Tabs>
          {tab === 'resources' && (
            <ResourcesEditor
              resources={draft.descriptor.resources ?? []}
              readOnly={readOnly}
              onChange={(resources) => change({ resources })}
            />
          )}
          {source && (
            <CodeEditor
              key={source.key}
              language={source.language}
              value={String(draft.descriptor[source.key] ?? '')}
              onChange={(value) => change({ [source.key]: value })}
              readOnly={readOnly}
              minHeight={360}
              label={t(source.label)}
            />
          )}
        </Box>
        <Box
          component="section"
          aria-label={t('widget.preview')}
          sx={{ minWidth: 0, minHeight: 280, border: 1, borderColor: 'divider', display: 'flex' }}
        >
          <WidgetPreview key={run.count} descriptor={run.descriptor} />
        </Box>
      </Box>
      <SaveAsDialog
        open={savingAs}
        initialName={draft.name}
        busy={save.isPending}
        onCancel={() => setSavingAs(false)}
        onSave={(name) => save.mutate({ copyName: name })}
      />
      {guard.dialog}
    </Box>
  );
}
