import { RESOURCE_TYPES, type ResourceType } from '@fleetdeck/model';
import { MenuItem, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useUrlParams } from '../../core/routing/url-params';
import { useAuthStore } from '../../core/session/auth-store';
import { EntityTablePage } from '../../entities/EntityTablePage';
import { resourcesLibraryConfig } from './resources-library-config';

const TYPE_PARAM = 'resourceType';

function resourceTypeOf(value: string | null): ResourceType | null {
  return (RESOURCE_TYPES as readonly string[]).includes(value ?? '') ? (value as ResourceType) : null;
}

/** /settings/resources-library: the resources of the system, and a tenant's own, with a type filter kept in the URL. */
export function ResourcesLibraryPage() {
  const { t } = useTranslation();
  const tenantView = useAuthStore((state) => state.authUser?.authority === 'TENANT_ADMIN');
  const [params, setParams] = useUrlParams();
  const type = resourceTypeOf(params.get(TYPE_PARAM));
  const config = useMemo(() => {
    const filter = (
      <TextField
        select
        size="small"
        label={t('resource.resource-type')}
        value={type ?? ''}
        onChange={(event) => setParams({ [TYPE_PARAM]: event.target.value || null, page: null })}
        sx={{ minWidth: 180 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('resource.all-types')}</MenuItem>
        {RESOURCE_TYPES.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`resource.types.${option}`)}
          </MenuItem>
        ))}
      </TextField>
    );
    return resourcesLibraryConfig({ tenantView, type, headerFilter: filter });
  }, [t, tenantView, type, setParams]);
  return <EntityTablePage config={config} />;
}
