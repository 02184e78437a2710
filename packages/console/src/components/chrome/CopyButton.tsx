import { mdiCheck, mdiContentCopy } from '@mdi/js';
import { IconButton, Tooltip } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../core/http/report-error';
import { MdiIcon } from '../icons/MdiIcon';

/** How long the done icon shows after a copy. */
export const COPY_FEEDBACK_MS = 1500;

interface CopyButtonProps {
  text: string;
  /** message key of the tooltip; action.copy when absent */
  label?: string;
  disabled?: boolean;
}

/** Copies the text to the clipboard; shows a done icon and "Copied!" for 1.5 s. */
export function CopyButton({ text, label, disabled }: CopyButtonProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const title = copied ? t('action.copied') : t(label ?? 'action.copy');
  return (
    <Tooltip title={title}>
      <span>
        <IconButton
          size="small"
          aria-label={t(label ?? 'action.copy')}
          disabled={disabled || !text}
          onClick={() => navigator.clipboard.writeText(text).then(() => setCopied(true), reportError)}
        >
          <MdiIcon path={copied ? mdiCheck : mdiContentCopy} fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}
