import type { OAuth2ClientRegistrationTemplate } from '@fleetdeck/model';
import { mdiDelete } from '@mdi/js';
import { Button, IconButton, Menu, MenuItem, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { FormTextField } from '../../../components/editors/FormTextField';
import { MdiIcon } from '../../../components/icons/MdiIcon';
import { FormSelect } from '../../rule-chains/editor/forms/FormFields';
import { OAuth2RegistrationFields } from './OAuth2RegistrationFields';
import { type OAuth2SettingsValues, registrationFromTemplate } from './oauth2-settings-form';

type Values = OAuth2SettingsValues;

const SCHEMES = ['HTTP', 'HTTPS', 'MIXED'] as const;

interface OAuth2ParamsFieldsProps {
  index: number;
  templates: OAuth2ClientRegistrationTemplate[];
  onDelete(): void;
}

/** One parameter set: the domains and mobile applications it serves, and its client registrations. */
export function OAuth2ParamsFields({ index, templates, onDelete }: OAuth2ParamsFieldsProps) {
  const { t } = useTranslation();
  const { control, getValues } = useFormContext<Values>();
  const domains = useFieldArray({ control, name: `params.${index}.domainInfos` });
  const mobiles = useFieldArray({ control, name: `params.${index}.mobileInfos` });
  const registrations = useFieldArray({ control, name: `params.${index}.clientRegistrations` });
  const [templateMenu, setTemplateMenu] = useState<HTMLElement | null>(null);
  const [deleting, setDeleting] = useState<{ kind: 'params' } | { kind: 'registration'; at: number } | null>(null);
  const domainName = getValues(`params.${index}.domainInfos.0.name`) ?? '';

  const confirmDelete = () => {
    if (deleting?.kind === 'params') onDelete();
    if (deleting?.kind === 'registration') registrations.remove(deleting.at);
    setDeleting(null);
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} role="group" aria-label={t('admin.oauth2.domains')}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle1" component="h3">
          {t('admin.oauth2.domains')}
        </Typography>
        <Button color="error" onClick={() => setDeleting({ kind: 'params' })}>
          {t('admin.oauth2.delete-domain')}
        </Button>
      </Stack>
      {domains.fields.map((field, at) => (
        <Stack key={field.id} direction="row" spacing={2} sx={{ alignItems: 'flex-start', mt: 1 }}>
          <FormTextField<Values>
            name={`params.${index}.domainInfos.${at}.name`}
            label="admin.domain-name"
            required
            fullWidth
          />
          <FormSelect<Values>
            name={`params.${index}.domainInfos.${at}.scheme`}
            label="admin.oauth2.protocol"
            options={SCHEMES}
            optionLabel={(scheme) => `admin.oauth2.domain-schema-${scheme.toLowerCase()}`}
          />
          <IconButton
            aria-label={t('action.remove')}
            disabled={domains.fields.length === 1}
            onClick={() => domains.remove(at)}
          >
            <MdiIcon path={mdiDelete} />
          </IconButton>
        </Stack>
      ))}
      <Button sx={{ mt: 1 }} onClick={() => domains.append({ name: '', scheme: 'HTTPS' })}>
        {t('action.add')}
      </Button>

      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {t('admin.oauth2.mobile-apps')}
      </Typography>
      {mobiles.fields.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('admin.oauth2.no-mobile-apps')}
        </Typography>
      )}
      {mobiles.fields.map((field, at) => (
        <Stack key={field.id} direction="row" spacing={2} sx={{ alignItems: 'flex-start', mt: 1 }}>
          <FormTextField<Values>
            name={`params.${index}.mobileInfos.${at}.pkgName`}
            label="admin.oauth2.mobile-package"
            placeholder={t('admin.oauth2.mobile-package-placeholder')}
            required
            fullWidth
          />
          <FormTextField<Values>
            name={`params.${index}.mobileInfos.${at}.appSecret`}
            label="admin.oauth2.mobile-app-secret"
            required
            fullWidth
          />
          <IconButton aria-label={t('admin.oauth2.delete-mobile-app')} onClick={() => mobiles.remove(at)}>
            <MdiIcon path={mdiDelete} />
          </IconButton>
        </Stack>
      ))}
      <Button sx={{ mt: 1 }} onClick={() => mobiles.append({ pkgName: '', appSecret: '' })}>
        {t('admin.oauth2.add-mobile-app')}
      </Button>

      <Typography variant="subtitle1" component="h3" sx={{ mt: 2, mb: 1 }}>
        {t('admin.oauth2.providers')}
      </Typography>
      {registrations.fields.map((field, at) => (
        <OAuth2RegistrationFields
          key={field.id}
          path={`params.${index}.clientRegistrations.${at}`}
          templates={templates}
          onDelete={() => setDeleting({ kind: 'registration', at })}
        />
      ))}
      <Button variant="outlined" onClick={(event) => setTemplateMenu(event.currentTarget)}>
        {t('admin.oauth2.add-provider')}
      </Button>
      <Menu anchorEl={templateMenu} open={Boolean(templateMenu)} onClose={() => setTemplateMenu(null)}>
        {templates.map((template) => (
          <MenuItem
            key={template.providerId}
            onClick={() => {
              registrations.append(registrationFromTemplate(template));
              setTemplateMenu(null);
            }}
          >
            {template.name}
          </MenuItem>
        ))}
      </Menu>

      <ConfirmDialog
        open={deleting !== null}
        title={
          deleting?.kind === 'registration'
            ? t('admin.oauth2.delete-registration-title', {
                name: getValues(`params.${index}.clientRegistrations.${deleting.at}.loginButtonLabel`),
              })
            : t('admin.oauth2.delete-domain-title', { domainName })
        }
        message={
          deleting?.kind === 'registration'
            ? t('admin.oauth2.delete-registration-text')
            : t('admin.oauth2.delete-domain-text')
        }
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Paper>
  );
}
