import { mdiImagePlus } from '@mdi/js';
import { Box, Button, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { MdiIcon } from '../../../components/icons/MdiIcon';
import { MAX_IMAGE_BYTES } from '../../../components/media/ImageField';
import { previewImageSource } from '../../../components/media/preview-image';
import { type Edit, shownValue, type ValueFormProps } from './form-props';

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * A picture kept as an image data URL, as the platform stores it: picked from a file (within the console's image
 * size limit), previewed, then applied or discarded; without an apply button a picked picture is saved at once.
 */
export function ImageValueForm({ values, settings, readOnly, translate, save }: ValueFormProps) {
  const [keyName, raw] = Object.entries(values)[0] ?? ['', undefined];
  const server = typeof raw === 'string' ? raw : '';
  const [edit, setEdit] = useState<Edit<string> | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const image = shownValue(edit, server);
  const changed = image !== server;
  const preview = previewImageSource(image, window.location.origin);
  const apply = (value: string) => save({ [keyName]: value === '' ? null : value });
  const change = (value: string) => {
    setEdit({ value, over: server });
    if (!settings.displayApplyButton) void apply(value);
  };
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setTooLarge(file.size > MAX_IMAGE_BYTES);
    if (file.size > MAX_IMAGE_BYTES) return;
    const dataUrl = await readDataUrl(file);
    if (dataUrl.startsWith('data:image/')) change(dataUrl);
  };
  const limit = `${Math.round(MAX_IMAGE_BYTES / 1000)} KB`;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
      {settings.displayPreview ? (
        <Box
          sx={{
            width: 120,
            height: 90,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            overflow: 'hidden',
          }}
        >
          {preview ? (
            <Box component="img" src={preview} alt={keyName} sx={{ maxWidth: '100%', maxHeight: '100%' }} />
          ) : (
            <Typography variant="caption" color="text.secondary">
              {translate('device-profile.no-image')}
            </Typography>
          )}
        </Box>
      ) : null}
      {tooLarge ? (
        <Typography variant="caption" color="error" role="alert">
          {translate('dashboard.maximum-upload-file-size').replace(/\{\{\s*size\s*\}\}/, limit)}
        </Typography>
      ) : null}
      {readOnly ? null : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button size="small" startIcon={<MdiIcon path={mdiImagePlus} />} onClick={() => input.current?.click()}>
            {translate('device-profile.select-image')}
          </Button>
          {settings.displayClearButton && image ? (
            <Button size="small" onClick={() => change('')}>
              {translate('device-profile.remove-image')}
            </Button>
          ) : null}
          {settings.displayDiscardButton ? (
            <Button size="small" disabled={!changed} onClick={() => setEdit(null)}>
              {translate('widgets.input-widgets.discard-changes')}
            </Button>
          ) : null}
          {settings.displayApplyButton ? (
            <Button size="small" variant="contained" disabled={!changed} onClick={() => void apply(image)}>
              {translate('action.apply')}
            </Button>
          ) : null}
          <input
            ref={input}
            type="file"
            accept="image/*"
            hidden
            data-testid="image-file"
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Box>
      )}
    </Box>
  );
}
