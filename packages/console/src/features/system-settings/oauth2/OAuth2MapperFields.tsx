import { Box, Stack, Typography } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/editors/FormTextField';
import { FormCheckbox, FormSelect } from '../../rule-chains/editor/forms/FormFields';
import type { OAuth2SettingsValues } from './oauth2-settings-form';

type Values = OAuth2SettingsValues;
type MapperPath = `params.${number}.clientRegistrations.${number}.mapper`;

const MAPPER_TYPES = ['BASIC', 'CUSTOM', 'GITHUB', 'APPLE'] as const;
const TENANT_NAME_STRATEGIES = ['DOMAIN', 'EMAIL', 'CUSTOM'] as const;

/** How a provider's user becomes a console user: the basic attribute keys and names, or the custom mapper's URL. */
export function OAuth2MapperFields({ path }: { path: MapperPath }) {
  const { t } = useTranslation();
  const { watch } = useFormContext<Values>();
  const type = watch(`${path}.type`);
  const strategy = watch(`${path}.tenantNameStrategy`);
  return (
    <Box>
      <Typography variant="subtitle2" component="h5" sx={{ mt: 2 }}>
        {t('admin.oauth2.mapper')}
      </Typography>
      <Stack direction="row" spacing={2}>
        <FormCheckbox<Values> name={`${path}.allowUserCreation`} label="admin.oauth2.allow-user-creation" />
        <FormCheckbox<Values> name={`${path}.activateUser`} label="admin.oauth2.activate-user" />
      </Stack>
      <FormSelect<Values> name={`${path}.type`} label="admin.oauth2.type" options={MAPPER_TYPES} />
      {type === 'CUSTOM' ? (
        <>
          <FormTextField<Values> name={`${path}.url`} label="admin.oauth2.url" required fullWidth margin="dense" />
          <FormTextField<Values> name={`${path}.username`} label="login.username" fullWidth margin="dense" />
          <FormTextField<Values>
            name={`${path}.password`}
            label="common.password"
            type="password"
            autoComplete="new-password"
            fullWidth
            margin="dense"
          />
          <FormCheckbox<Values> name={`${path}.sendToken`} label="admin.oauth2.send-token" />
        </>
      ) : (
        <>
          <FormTextField<Values>
            name={`${path}.emailAttributeKey`}
            label="admin.oauth2.email-attribute-key"
            required
            fullWidth
            margin="dense"
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
            <FormTextField<Values>
              name={`${path}.firstNameAttributeKey`}
              label="admin.oauth2.first-name-attribute-key"
              fullWidth
              margin="dense"
            />
            <FormTextField<Values>
              name={`${path}.lastNameAttributeKey`}
              label="admin.oauth2.last-name-attribute-key"
              fullWidth
              margin="dense"
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }} sx={{ mt: 1 }}>
            <FormSelect<Values>
              name={`${path}.tenantNameStrategy`}
              label="admin.oauth2.tenant-name-strategy"
              options={TENANT_NAME_STRATEGIES}
            />
            {strategy === 'CUSTOM' && (
              <FormTextField<Values>
                name={`${path}.tenantNamePattern`}
                label="admin.oauth2.tenant-name-pattern"
                required
                fullWidth
              />
            )}
          </Stack>
          <FormTextField<Values>
            name={`${path}.customerNamePattern`}
            label="admin.oauth2.customer-name-pattern"
            fullWidth
            margin="dense"
          />
          <FormTextField<Values>
            name={`${path}.parentCustomerNamePattern`}
            label="admin.oauth2.parent-customer-name-pattern"
            fullWidth
            margin="dense"
          />
          <FormTextField<Values>
            name={`${path}.defaultDashboardName`}
            label="admin.oauth2.default-dashboard-name"
            fullWidth
            margin="dense"
          />
          <FormCheckbox<Values> name={`${path}.alwaysFullScreen`} label="admin.oauth2.always-fullscreen" />
        </>
      )}
    </Box>
  );
}
