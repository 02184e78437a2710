import { mdiHelpCircle } from '@mdi/js';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../icons/MdiIcon';
import { helpLinkUrl } from './help-links';

interface HelpLinkButtonProps {
  /** a help link id of the platform (`outgoingMailSettings`) or an http(s) address */
  helpLinkId: string;
}

/** The help-page button: opens the page's documentation in a new browser tab; nothing when the id maps to none. */
export function HelpLinkButton({ helpLinkId }: HelpLinkButtonProps) {
  const { t } = useTranslation();
  const url = helpLinkUrl(helpLinkId);
  if (!url) return null;
  const label = t('help.goto-help-page');
  return (
    <Tooltip title={label}>
      <IconButton component="a" href={url} target="_blank" rel="noopener noreferrer" aria-label={label}>
        <MdiIcon path={mdiHelpCircle} />
      </IconButton>
    </Tooltip>
  );
}
