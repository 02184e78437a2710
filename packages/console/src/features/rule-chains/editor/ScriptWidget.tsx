import { Box, Button, CircularProgress, FormLabel } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScriptTestDialog } from './ScriptTestDialog';
import type { ScriptKind } from './script-nodes';

const JavaScriptEditor = lazy(() =>
  import('../../../components/editors/JavaScriptEditor').then((module) => ({ default: module.JavaScriptEditor })),
);

/** What the node's form tells its script fields: the saved node they belong to, if it is saved. */
export interface ScriptFormContext {
  ruleNodeId?: string;
}

/** A script field of a node's form: the function body in the code editor, and a Test button that runs it. */
export function ScriptWidget({ value, onChange, label, options, disabled, readonly, registry }: WidgetProps) {
  const { t } = useTranslation();
  const [testing, setTesting] = useState<string | null>(null);
  const kind = options.scriptKind as ScriptKind;
  const { ruleNodeId } = registry.formContext as ScriptFormContext;
  const script = typeof value === 'string' ? value : '';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormLabel>{label}</FormLabel>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
        <Suspense fallback={<CircularProgress size={24} />}>
          <JavaScriptEditor
            value={script}
            onChange={(text) => onChange(text)}
            readOnly={disabled || readonly}
            minHeight={140}
            label={label}
          />
        </Suspense>
      </Box>
      <Box>
        <Button variant="outlined" onClick={() => setTesting(script)} disabled={disabled || readonly}>
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
