import { Box, CircularProgress, FormLabel } from '@mui/material';
import { lazy, Suspense } from 'react';
import { HelpPopup } from '../../../components/help/HelpPopup';

const JavaScriptEditor = lazy(() =>
  import('../../../components/editors/JavaScriptEditor').then((module) => ({ default: module.JavaScriptEditor })),
);

interface FunctionFieldProps {
  label: string;
  value: string;
  onChange(v: string): void;
  /** the help file of the function, offered beside its label */
  helpId?: string;
}

/** A JavaScript function body in the code editor, labelled with its signature. */
export function FunctionField({ label, value, onChange, helpId }: FunctionFieldProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <FormLabel>{label}</FormLabel>
        {helpId && <HelpPopup helpId={helpId} />}
      </Box>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
        <Suspense fallback={<CircularProgress size={24} />}>
          <JavaScriptEditor value={value} onChange={onChange} minHeight={120} label={label} />
        </Suspense>
      </Box>
    </Box>
  );
}
