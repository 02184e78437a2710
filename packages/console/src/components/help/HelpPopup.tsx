import { mdiHelpCircleOutline } from '@mdi/js';
import { Box, CircularProgress, IconButton, Paper, Popper, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { markdownHtml } from '../../widgets/cards/markdown-card/markdown-html';
import { MdiIcon } from '../icons/MdiIcon';
import { loadHelp } from './help-content';

interface HelpPopupProps {
  /** the help file's id, e.g. `rulenode/filter_node_script_fn` */
  helpId: string;
}

/**
 * A help button that opens the help markdown of the id in a popup (at most 80vw × 80vh, a spinner while it loads)
 * and closes it on a second click. The markdown is sanitised before it is shown.
 */
export function HelpPopup({ helpId }: HelpPopupProps) {
  const { t, i18n } = useTranslation();
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const help = useQuery({
    queryKey: ['help', helpId, i18n.language],
    queryFn: () => loadHelp(helpId, i18n.language),
    enabled: open,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const title = t(open ? 'help.hide-help' : 'help.show-help');
  return (
    <>
      <Tooltip title={title}>
        <IconButton ref={anchor} aria-label={title} aria-pressed={open} onClick={() => setOpen((shown) => !shown)}>
          <MdiIcon path={mdiHelpCircleOutline} />
        </IconButton>
      </Tooltip>
      {/* Not modal: the page stays usable beside the help, and the button's second click closes it. */}
      <Popper
        open={open}
        anchorEl={anchor.current}
        placement="bottom-end"
        sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}
      >
        <Paper
          elevation={8}
          role="dialog"
          aria-label={title}
          sx={{ maxWidth: '80vw', maxHeight: '80vh', overflow: 'auto', p: 2 }}
        >
          {help.isPending ? (
            <CircularProgress size={24} aria-label={t('mui.loading')} />
          ) : help.data ? (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the markdown passed DOMPurify in markdownHtml
            <Box className="help-markdown" dangerouslySetInnerHTML={{ __html: markdownHtml(help.data) }} />
          ) : (
            <Typography>{t('help.not-found')}</Typography>
          )}
        </Paper>
      </Popper>
    </>
  );
}
