import { Box, CircularProgress, FormLabel } from '@mui/material';
import { lazy, Suspense } from 'react';

const JavaScriptEditor = lazy(() =>
  import('../../../components/editors/JavaScriptEditor').then((module) => ({ default: module.JavaScriptEditor })),
);

/** A JavaScript function body in the code editor, labelled with its signature. */
export function FunctionField({ label, value, onChange }: { label: string; value: string; onChange(v: string): void }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <FormLabel>{label}</FormLabel>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
        <Suspense fallback={<CircularProgress size={24} />}>
          <JavaScriptEditor value={value} onChange={onChange} minHeight={120} label={label} />
        </Suspense>
      </Box>
    </Box>
  );
}
