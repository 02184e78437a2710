import { mdiClose, mdiPlus } from '@mdi/js';
import { Alert, Box, Button, IconButton, Stack, TextField, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/icons/MdiIcon';

type Resources = { url: string; isModule?: boolean }[];

interface ResourcesEditorProps {
  resources: Resources;
  readOnly: boolean;
  onChange(resources: Resources): void;
}

/** The descriptor's `resources`: URLs of scripts and style sheets, kept with the type (the sandbox loads none). */
export function ResourcesEditor({ resources, readOnly, onChange }: ResourcesEditorProps) {
  const { t } = useTranslation();
  const replace = (index: number, url: string) =>
    onChange(resources.map((resource, at) => (at === index ? { ...resource, url } : resource)));
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Alert severity="info">{t('widget.resources-not-loaded')}</Alert>
      {resources.map((resource, index) => (
        // resources have no id of their own; their place in the list is what the platform keeps
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <TextField
            label={t('widget.resource-url')}
            value={resource.url}
            onChange={(event) => replace(index, event.target.value)}
            slotProps={{ input: { readOnly } }}
            fullWidth
            size="small"
          />
          {!readOnly && (
            <Tooltip title={t('widget.remove-resource')}>
              <IconButton
                aria-label={t('widget.remove-resource')}
                onClick={() => onChange(resources.filter((_resource, at) => at !== index))}
              >
                <MdiIcon path={mdiClose} />
              </IconButton>
            </Tooltip>
          )}
        </Box>
      ))}
      {!readOnly && (
        <Box>
          <Button startIcon={<MdiIcon path={mdiPlus} />} onClick={() => onChange([...resources, { url: '' }])}>
            {t('widget.add-resource')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
