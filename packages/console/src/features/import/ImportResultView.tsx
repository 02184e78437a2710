import type { BulkImportResult } from '@fleetdeck/model';
import { Alert, Box, List, ListItem, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Created, updated and failed counts, and each failed line as the server reports it (`Line: n; Error: …`). */
export function ImportResultView({ result }: { result: BulkImportResult }) {
  const { t } = useTranslation();
  return (
    <Box data-testid="import-result">
      {result.created > 0 && (
        <Alert severity="success" sx={{ mb: 1 }}>
          {t('import.message.create-entities', { count: result.created })}
        </Alert>
      )}
      {result.updated > 0 && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('import.message.update-entities', { count: result.updated })}
        </Alert>
      )}
      {result.errors > 0 && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {t('import.message.error-entities', { count: result.errors })}
        </Alert>
      )}
      {result.created === 0 && result.updated === 0 && result.errors === 0 && (
        <Typography color="text.secondary">{t('import.message.nothing-imported')}</Typography>
      )}
      {result.errorsList.length > 0 && (
        <Box sx={{ maxHeight: 240, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Typography variant="subtitle2" sx={{ px: 2, pt: 1 }}>
            {t('import.error-report')}
          </Typography>
          <List dense aria-label={t('import.error-report')}>
            {result.errorsList.map((line) => (
              <ListItem key={line} sx={{ fontFamily: 'monospace', fontSize: 13 }}>
                {line}
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </Box>
  );
}
