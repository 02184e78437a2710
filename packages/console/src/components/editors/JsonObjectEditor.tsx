import { mdiCodeBraces, mdiCodeJson, mdiFullscreen, mdiFullscreenExit } from '@mdi/js';
import { Box, CircularProgress, FormHelperText, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../icons/MdiIcon';
import { type JsonObject, jsonText, minifyJson, parseJsonObject, tidyJson } from './json-object';

const JsonCodeEditor = lazy(() => import('./JsonCodeEditor').then((module) => ({ default: module.JsonCodeEditor })));

export interface JsonObjectEditorProps {
  value: JsonObject | null;
  /** the parsed object on every valid edit; null for empty text */
  onChange(value: JsonObject | null): void;
  /** false while the text is not a JSON object (the jsonParseError form error) */
  onValidityChange?(valid: boolean): void;
  /** message key */
  label?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** px; 200 by default */
  minHeight?: number;
}

/**
 * The JSON object editor: CodeMirror (lazy), valid when empty and not required or when the text parses to an
 * object; tidy and minify only while valid and editable; a fullscreen toggle.
 */
export function JsonObjectEditor(props: JsonObjectEditorProps) {
  const { t } = useTranslation();
  const required = props.required ?? false;
  const [text, setText] = useState(() => jsonText(props.value));
  const [fullscreen, setFullscreen] = useState(false);
  const lastEmitted = useRef<JsonObject | null>(props.value);
  const parsed = parseJsonObject(text, required);
  const editable = !props.disabled && !props.readOnly;

  // A new value from outside (a form reset) replaces the text; the editor's own edits do not.
  useEffect(() => {
    if (props.value !== lastEmitted.current) {
      lastEmitted.current = props.value;
      setText(jsonText(props.value));
    }
  }, [props.value]);

  const edit = (next: string) => {
    setText(next);
    const result = parseJsonObject(next, required);
    props.onValidityChange?.(result.valid);
    if (result.valid) {
      lastEmitted.current = result.value;
      props.onChange(result.value);
    }
  };

  return (
    <Box
      sx={
        fullscreen
          ? { position: 'fixed', inset: 0, zIndex: 1400, bgcolor: 'background.paper', p: 2, overflow: 'auto' }
          : undefined
      }
    >
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        {props.label && (
          <Typography variant="subtitle2" sx={{ flex: 1 }}>
            {t(props.label)}
            {required ? ' *' : ''}
          </Typography>
        )}
        <Box sx={{ ml: 'auto' }}>
          {editable && parsed.valid && text.trim() && (
            <>
              <Tooltip title={t('json.tidy')}>
                <IconButton size="small" aria-label={t('json.tidy')} onClick={() => edit(tidyJson(text))}>
                  <MdiIcon path={mdiCodeJson} fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={t('json.minify')}>
                <IconButton size="small" aria-label={t('json.minify')} onClick={() => edit(minifyJson(text))}>
                  <MdiIcon path={mdiCodeBraces} fontSize="small" />
                </IconButton>
              </Tooltip>
            </>
          )}
          <Tooltip title={t(fullscreen ? 'fullscreen.exit' : 'fullscreen.expand')}>
            <IconButton
              size="small"
              aria-label={t(fullscreen ? 'fullscreen.exit' : 'fullscreen.expand')}
              onClick={() => setFullscreen(!fullscreen)}
            >
              <MdiIcon path={fullscreen ? mdiFullscreenExit : mdiFullscreen} fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      </Stack>
      <Box
        sx={{
          border: 1,
          borderColor: parsed.valid ? 'divider' : 'error.main',
          borderRadius: 1,
          overflow: 'hidden',
          opacity: props.disabled ? 0.7 : 1,
        }}
      >
        <Suspense fallback={<CircularProgress size={24} sx={{ m: 2 }} />}>
          <JsonCodeEditor
            value={text}
            onChange={edit}
            readOnly={!editable}
            minHeight={props.minHeight ?? 200}
            label={props.label ? t(props.label) : 'JSON'}
          />
        </Suspense>
      </Box>
      {!parsed.valid && <FormHelperText error>{t(parsed.error)}</FormHelperText>}
    </Box>
  );
}
