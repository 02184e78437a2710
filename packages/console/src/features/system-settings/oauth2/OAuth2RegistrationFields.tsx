import type { OAuth2ClientRegistrationTemplate } from '@fleetdeck/model';
import { Autocomplete, Box, Button, Chip, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/editors/FormTextField';
import { FormSelect } from '../../rule-chains/editor/forms/FormFields';
import { OAuth2MapperFields } from './OAuth2MapperFields';
import { type OAuth2SettingsValues, registrationFromTemplate } from './oauth2-settings-form';

type Values = OAuth2SettingsValues;
type RegistrationPath = `params.${number}.clientRegistrations.${number}`;

const PLATFORMS = ['WEB', 'ANDROID', 'IOS'] as const;
const AUTHENTICATION_METHODS = ['BASIC', 'POST'] as const;

interface OAuth2RegistrationFieldsProps {
  path: RegistrationPath;
  templates: OAuth2ClientRegistrationTemplate[];
  onDelete(): void;
}

/** One client registration: its provider's endpoints and scope, the sign-in button, and the user mapping. */
export function OAuth2RegistrationFields({ path, templates, onDelete }: OAuth2RegistrationFieldsProps) {
  const { t } = useTranslation();
  const { control, getValues, setValue, watch } = useFormContext<Values>();
  const label = watch(`${path}.loginButtonLabel`);

  // Another provider's template replaces the endpoints and mapping; the client's id and secret stay as typed.
  const applyTemplate = (providerId: string) => {
    const template = templates.find((candidate) => candidate.providerId === providerId);
    if (!template) return;
    const { clientId, clientSecret } = getValues(path);
    setValue(path, { ...registrationFromTemplate(template), clientId, clientSecret }, { shouldDirty: true });
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} role="group" aria-label={label || t('admin.oauth2.login-provider')}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle1" component="h4">
          {label || t('admin.oauth2.login-provider')}
        </Typography>
        <Button color="error" onClick={onDelete}>
          {t('admin.oauth2.delete-provider')}
        </Button>
      </Stack>
      <Controller
        name={`${path}.providerName`}
        control={control}
        render={({ field }) => (
          <TextField
            select
            fullWidth
            margin="dense"
            label={t('admin.oauth2.login-provider')}
            value={field.value}
            onChange={(event) => applyTemplate(event.target.value)}
          >
            {templates.map((template) => (
              <MenuItem key={template.providerId} value={template.providerId}>
                {template.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
        <FormTextField<Values>
          name={`${path}.clientId`}
          label="admin.oauth2.client-id"
          required
          fullWidth
          margin="dense"
        />
        <FormTextField<Values>
          name={`${path}.clientSecret`}
          label="admin.oauth2.client-secret"
          required
          fullWidth
          margin="dense"
        />
      </Stack>
      <FormTextField<Values>
        name={`${path}.accessTokenUri`}
        label="admin.oauth2.access-token-uri"
        required
        fullWidth
        margin="dense"
      />
      <FormTextField<Values>
        name={`${path}.authorizationUri`}
        label="admin.oauth2.authorization-uri"
        required
        fullWidth
        margin="dense"
      />
      <Controller
        name={`${path}.scope`}
        control={control}
        render={({ field, fieldState }) => (
          <Autocomplete
            multiple
            freeSolo
            autoSelect
            options={[]}
            value={field.value}
            onChange={(_event, value) =>
              field.onChange([...new Set(value.map((item) => String(item).trim()).filter(Boolean))])
            }
            renderValue={(value, getItemProps) =>
              value.map((item, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return <Chip key={key} label={item} size="small" {...itemProps} />;
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                margin="dense"
                required
                label={t('admin.oauth2.scope')}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ? t(fieldState.error.message) : undefined}
              />
            )}
          />
        )}
      />
      <FormTextField<Values> name={`${path}.jwkSetUri`} label="admin.oauth2.jwk-set-uri" fullWidth margin="dense" />
      <FormTextField<Values> name={`${path}.userInfoUri`} label="admin.oauth2.user-info-uri" fullWidth margin="dense" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }} sx={{ mt: 1 }}>
        <FormSelect<Values>
          name={`${path}.clientAuthenticationMethod`}
          label="admin.oauth2.client-authentication-method"
          options={AUTHENTICATION_METHODS}
        />
        <FormTextField<Values>
          name={`${path}.userNameAttributeName`}
          label="admin.oauth2.user-name-attribute-name"
          required
          fullWidth
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
        <FormTextField<Values>
          name={`${path}.loginButtonLabel`}
          label="admin.oauth2.login-button-label"
          required
          fullWidth
          margin="dense"
        />
        <FormTextField<Values>
          name={`${path}.loginButtonIcon`}
          label="admin.oauth2.login-button-icon"
          fullWidth
          margin="dense"
        />
      </Stack>
      <Controller
        name={`${path}.platforms`}
        control={control}
        render={({ field }) => (
          <TextField
            select
            fullWidth
            margin="dense"
            label={t('admin.oauth2.allowed-platforms')}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            slotProps={{
              select: {
                multiple: true,
                displayEmpty: true,
                renderValue: (selected) => {
                  const platforms = selected as string[];
                  return platforms.length === 0
                    ? t('admin.oauth2.all-platforms')
                    : platforms.map((platform) => t(`admin.oauth2.platform-${platform.toLowerCase()}`)).join(', ');
                },
              },
              inputLabel: { shrink: true },
            }}
          >
            {PLATFORMS.map((platform) => (
              <MenuItem key={platform} value={platform}>
                {t(`admin.oauth2.platform-${platform.toLowerCase()}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Box>
        <OAuth2MapperFields path={`${path}.mapper`} />
      </Box>
    </Paper>
  );
}
