import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HelpLinkButton } from '../../components/help/HelpLinkButton';

interface SettingsCardProps {
  /** message key of the card's heading */
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** the buttons under the fields, the submit (save) button among them */
  actions: ReactNode;
  children: ReactNode;
  /** the platform's help link id of the page, for the help-page button beside the heading */
  helpLinkId?: string;
}

/** One system settings page: a card with a heading, the form's fields and its buttons. */
export function SettingsCard({ title, onSubmit, actions, children, helpLinkId }: SettingsCardProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth: 800 }}>
      <Card>
        <CardContent>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
            <Typography variant="h6" component="h2">
              {t(title)}
            </Typography>
            {helpLinkId && <HelpLinkButton helpLinkId={helpLinkId} />}
          </Stack>
          <Box component="form" noValidate onSubmit={onSubmit} aria-label={t(title)}>
            {children}
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
              {actions}
            </Stack>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
