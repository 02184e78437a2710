import { Box, Button, CircularProgress, FormHelperText, FormLabel } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HelpPopup } from '../../../components/help/HelpPopup';
import { ScriptTestDialog } from './ScriptTestDialog';
import type { ScriptKind } from './script-nodes';

const JavaScriptEditor = lazy(() =>
  import('../../../components/editors/JavaScriptEditor').then((module) => ({ default: module.JavaScriptEditor })),
);

interface ScriptFieldProps {
  label: string;
  value: string;
  onChange(script: string): void;
  kind: ScriptKind;
  /** the saved node whose latest debug input fills the test message */
  ruleNodeId?: string;
  disabled?: boolean;
  /** an error already translated */
  error?: string;
}

/** A node's script: the function body in the code editor with its help, and a Test button that runs it on the server. */
export function ScriptField({ label, value, onChange, kind, ruleNodeId, disabled, error }: ScriptFieldProps) {
  const { t } = useTranslation();
  const [testing, setTesting] = useState<string | null>(null);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <FormLabel error={Boolean(error)}>{label}</FormLabel>
        <HelpPopup helpId={kind.helpId} />
      </Box>
      <Box sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, overflow: 'hidden' }}>
        <Suspense fallback={<CircularProgress size={24} />}>
          <JavaScriptEditor value={value} onChange={onChange} readOnly={disabled} minHeight={140} label={label} />
        </Suspense>
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
      <Box>
        <Button variant="outlined" onClick={() => setTesting(value)} disabled={disabled}>
          {t('rulenode.test-script-function')}
        </Button>
      </Box>
      <ScriptTestDialog
        script={testing}
        kind={kind}
        ruleNodeId={ruleNodeId}
        onCancel={() => setTesting(null)}
        onSave={(tested) => {
          onChange(tested);
          setTesting(null);
        }}
      />
    </Box>
  );
}
