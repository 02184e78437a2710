import { mdiClose, mdiImagePlus } from '@mdi/js';
import { Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogStore } from '../../core/dialogs/dialog-store';
import { MdiIcon } from '../icons/MdiIcon';
import { previewImageSource } from './preview-image';

/** The contract stores at most 1 000 000 characters of image; base64 grows a file by a third, so 700 KB fit. */
export const MAX_IMAGE_BYTES = 700_000;

interface ImageFieldProps {
  value: string | null;
  /** message key of the picture's alternative text */
  alt: string;
  onChange(value: string | null): void;
  disabled: boolean;
}

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** An optional picture of an entity (a device profile, a widgets bundle), kept as an image data URL. */
export function ImageField({ value, alt, onChange, disabled }: ImageFieldProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const openAlert = useDialogStore((state) => state.openAlert);
  // A picture read from an imported file may name any address; only a data URL or this origin is shown.
  const shown = previewImageSource(value, window.location.origin);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_IMAGE_BYTES) {
      openAlert({
        title: t('dashboard.cannot-upload-file'),
        message: t('dashboard.maximum-upload-file-size', { size: `${Math.round(MAX_IMAGE_BYTES / 1000)} KB` }),
      });
      return;
    }
    const dataUrl = await readDataUrl(file);
    if (dataUrl.startsWith('data:image/')) onChange(dataUrl);
  };
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', my: 1 }}>
      <Box
        sx={{
          width: 96,
          height: 96,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
          flexShrink: 0,
        }}
      >
        {shown ? (
          <Box component="img" src={shown} alt={t(alt)} sx={{ maxWidth: '100%', maxHeight: '100%' }} />
        ) : (
          <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
            {t('device-profile.no-image')}
          </Typography>
        )}
      </Box>
      {!disabled && (
        <>
          <Button startIcon={<MdiIcon path={mdiImagePlus} />} onClick={() => input.current?.click()}>
            {t('device-profile.select-image')}
          </Button>
          {value && (
            <Tooltip title={t('device-profile.remove-image')}>
              <IconButton onClick={() => onChange(null)} aria-label={t('device-profile.remove-image')}>
                <MdiIcon path={mdiClose} />
              </IconButton>
            </Tooltip>
          )}
          <input
            ref={input}
            type="file"
            accept="image/*"
            hidden
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </>
      )}
    </Stack>
  );
}
