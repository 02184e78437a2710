import {
  Alert,
  Autocomplete,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyValueMapEditor } from '../../../components/editors/KeyValueMapEditor';
import { api } from '../../../core/http/api';
import { MESSAGE_TYPES } from './message-types';
import type { ScriptKind } from './script-nodes';
import {
  defaultTestMessage,
  type ScriptTestOutcome,
  scriptTestOutcome,
  type TestMessage,
  testMessageFromDebugIn,
} from './script-test';

const JavaScriptEditor = lazy(() =>
  import('../../../components/editors/JavaScriptEditor').then((module) => ({ default: module.JavaScriptEditor })),
);
const JsonCodeEditor = lazy(() =>
  import('../../../components/editors/JsonCodeEditor').then((module) => ({ default: module.JsonCodeEditor })),
);

interface ScriptTestDialogProps {
  /** the script to test; null closes the dialog */
  script: string | null;
  kind: ScriptKind;
  /** the saved node whose latest debug input fills the message; a new node starts from the defaults */
  ruleNodeId?: string;
  onCancel(): void;
  /** the script as tested, once a test of it succeeded */
  onSave(script: string): void;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs a node's script on a message on the server: message type, message, metadata and the function in, the output
 * or the error out. Save tests first and keeps the script only when the test passed.
 */
export function ScriptTestDialog({ script, kind, ruleNodeId, onCancel, onSave }: ScriptTestDialogProps) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<TestMessage>(() => defaultTestMessage(Date.now()));
  const [body, setBody] = useState(script ?? '');
  const [outcome, setOutcome] = useState<ScriptTestOutcome | null>(null);
  const opened = script !== null;
  const debugIn = useQuery({
    queryKey: ['ruleNodeDebugIn', ruleNodeId],
    queryFn: () => api.events.ruleNodeDebugIn(ruleNodeId ?? ''),
    enabled: opened && ruleNodeId !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
  useEffect(() => {
    if (script === null) return;
    setBody(script);
    setOutcome(null);
  }, [script]);
  // the message waits for the node's latest debug input; a failed read keeps the defaults (and says why)
  useEffect(() => {
    if (!opened || debugIn.isFetching) return;
    setMessage(testMessageFromDebugIn(debugIn.data ?? null, Date.now()));
  }, [opened, debugIn.isFetching, debugIn.data]);
  const messageValid = isJson(message.msg);
  const typeValid = message.msgType.trim() !== '';
  const test = useMutation({
    mutationFn: () =>
      api.ruleChains.testScript({
        script: body,
        scriptType: kind.scriptType,
        argNames: kind.argNames,
        msg: message.msg,
        metadata: message.metadata,
        msgType: message.msgType.trim(),
      }),
    onSuccess: (result) => setOutcome(scriptTestOutcome(result)),
  });
  const run = async (thenSave: boolean) => {
    if (!messageValid || !typeValid) return;
    const result = scriptTestOutcome(await test.mutateAsync());
    if (thenSave && result.ok) onSave(body);
  };
  const args = kind.argNames.join(', ');
  return (
    <Dialog open={script !== null} onClose={onCancel} fullWidth maxWidth="lg" aria-labelledby="script-test-title">
      {(test.isPending || debugIn.isFetching) && <LinearProgress />}
      <DialogTitle id="script-test-title">{t('rulenode.test-script-function')}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '35fr 65fr' }, gap: 2 }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
            <Autocomplete
              freeSolo
              options={MESSAGE_TYPES}
              value={message.msgType}
              onInputChange={(_event, value) => setMessage((current) => ({ ...current, msgType: value }))}
              renderInput={(params) => (
                <TextField
                  {...params}
                  required
                  label={t('rulenode.message-type')}
                  error={!typeValid}
                  helperText={typeValid ? undefined : t('rulenode.message-type-required')}
                />
              )}
            />
            <Typography variant="subtitle2">{t('rulenode.message')}</Typography>
            <Suspense fallback={<CircularProgress size={24} />}>
              <JsonCodeEditor
                value={message.msg}
                onChange={(msg) => setMessage((current) => ({ ...current, msg }))}
                minHeight={120}
                label={t('rulenode.message')}
              />
            </Suspense>
            {!messageValid && <Alert severity="warning">{t('rulenode.message-invalid-json')}</Alert>}
            <KeyValueMapEditor
              value={message.metadata}
              onChange={(metadata) => setMessage((current) => ({ ...current, metadata }))}
              title={t('rulenode.metadata')}
            />
          </Box>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
            <Typography variant="subtitle2" sx={{ fontFamily: 'monospace' }}>
              {`function ${kind.functionName}(${args}) {`}
            </Typography>
            <Suspense fallback={<CircularProgress size={24} />}>
              <JavaScriptEditor value={body} onChange={setBody} minHeight={200} label={t('rulenode.script')} />
            </Suspense>
            <Typography variant="subtitle2" sx={{ fontFamily: 'monospace' }}>
              {'}'}
            </Typography>
            <Typography variant="subtitle2">{t('rulenode.output')}</Typography>
            {outcome && !outcome.ok && (
              <Alert severity="error" role="alert">
                {t(outcome.error)}
              </Alert>
            )}
            <Box
              component="pre"
              aria-label={t('rulenode.output')}
              sx={{ m: 0, p: 1, minHeight: 80, bgcolor: 'action.hover', borderRadius: 1, overflow: 'auto' }}
            >
              {outcome?.ok ? outcome.output : ''}
            </Box>
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => run(false)} disabled={test.isPending || !messageValid || !typeValid}>
          {t('rulenode.test')}
        </Button>
        <Button onClick={onCancel}>{t('action.cancel')}</Button>
        <Button variant="contained" onClick={() => run(true)} disabled={test.isPending || !messageValid || !typeValid}>
          {t('action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
