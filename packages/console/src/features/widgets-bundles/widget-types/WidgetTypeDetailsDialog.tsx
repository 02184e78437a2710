import { javascript } from '@codemirror/lang-javascript';
import { json } from '@codemirror/lang-json';
import type { WidgetTypeDetails } from '@fleetdeck/model';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Tab, Tabs, TextField } from '@mui/material';
import type { Extension } from '@uiw/react-codemirror';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeEditor } from '../../../components/editors/CodeEditor';
import { WIDGET_KIND_NAMES } from './widget-kind';

interface WidgetTypeDetailsDialogProps {
  widgetType: WidgetTypeDetails | null;
  onClose(): void;
}

/** A schema held as JSON text, laid out for reading; text that is not JSON is shown as it is. */
function readableJson(text: string | undefined): string {
  if (!text) return '';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** The descriptor's parts a widget type is written in, each with the language it is shown in. */
const SOURCES = [
  { id: 'settings', label: 'widget.settings-schema', language: json(), text: (d) => readableJson(d.settingsSchema) },
  { id: 'html', label: 'widget.html', language: [], text: (d) => d.templateHtml ?? '' },
  { id: 'css', label: 'widget.css', language: [], text: (d) => d.templateCss ?? '' },
  { id: 'js', label: 'widget.javascript', language: javascript(), text: (d) => d.controllerScript ?? '' },
] satisfies {
  id: string;
  label: string;
  language: Extension;
  text(descriptor: WidgetTypeDetails['descriptor']): string;
}[];

/** A widget type of the library, read-only: what it is, and the settings schema and code it is made of. */
export function WidgetTypeDetailsDialog({ widgetType, onClose }: WidgetTypeDetailsDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [source, setSource] = useState<string>('settings');
  const shown = SOURCES.find((candidate) => candidate.id === source) ?? SOURCES[0];
  const kind = widgetType ? WIDGET_KIND_NAMES[widgetType.descriptor.type] : undefined;
  return (
    <Dialog open={widgetType !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      {widgetType && (
        <>
          <DialogTitle id={titleId}>{widgetType.name}</DialogTitle>
          <DialogContent dividers>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' }, gap: 2, mb: 2 }}>
              <TextField label={t('widget.title')} value={widgetType.name} slotProps={{ input: { readOnly: true } }} />
              <TextField
                label={t('widget.type')}
                value={kind ? t(kind) : widgetType.descriptor.type}
                slotProps={{ input: { readOnly: true } }}
              />
              <TextField
                label={t('widget.size')}
                value={`${widgetType.descriptor.sizeX} × ${widgetType.descriptor.sizeY}`}
                slotProps={{ input: { readOnly: true } }}
              />
            </Box>
            <TextField
              label={t('widget.description')}
              value={widgetType.description ?? ''}
              multiline
              fullWidth
              slotProps={{ input: { readOnly: true } }}
            />
            <Tabs value={source} onChange={(_event, value: string) => setSource(value)} sx={{ mt: 2 }}>
              {SOURCES.map((candidate) => (
                <Tab key={candidate.id} value={candidate.id} label={t(candidate.label)} />
              ))}
            </Tabs>
            {shown && (
              <Box sx={{ border: 1, borderColor: 'divider' }}>
                <CodeEditor
                  key={shown.id}
                  language={shown.language}
                  value={shown.text(widgetType.descriptor)}
                  readOnly
                  minHeight={240}
                  label={t(shown.label)}
                />
              </Box>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('action.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
