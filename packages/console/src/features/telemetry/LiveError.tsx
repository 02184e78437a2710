import { Alert } from '@mui/material';

/** The server's error of a live subscription, as it sent it. */
export function LiveError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <Alert severity="error" sx={{ my: 1 }}>
      {error}
    </Alert>
  );
}
