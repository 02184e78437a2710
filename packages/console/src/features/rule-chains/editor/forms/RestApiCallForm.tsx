import { zodResolver } from '@hookform/resolvers/zod';
import { FormHelperText, Stack, Typography } from '@mui/material';
import { useImperativeHandle } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../../components/editors/FormTextField';
import { KeyValueMapEditor } from '../../../../components/editors/KeyValueMapEditor';
import { FormCheckbox, FormSelect } from './FormFields';
import type { NodeFormProps } from './node-form';
import {
  CREDENTIALS_TYPES,
  PROXY_SCHEMES,
  REQUEST_METHODS,
  type RestApiCallValues,
  restApiCallConfiguration,
  restApiCallSchema,
  restApiCallValues,
} from './rest-api-call';

const CREDENTIALS_LABELS: Record<string, string> = {
  anonymous: 'rulenode.credentials-anonymous',
  basic: 'rulenode.credentials-basic',
  'cert.PEM': 'rulenode.credentials-pem',
};

/**
 * The REST API call node: the URL pattern, method and headers of the request, its timeouts and queue, its proxy and
 * the credentials it signs with, as the platform's form shows them.
 */
export function RestApiCallForm({ configuration, handle }: NodeFormProps) {
  const { t } = useTranslation();
  const form = useForm<RestApiCallValues>({
    resolver: zodResolver(restApiCallSchema),
    defaultValues: restApiCallValues(configuration),
    mode: 'onTouched',
  });
  useImperativeHandle(handle, () => ({
    configuration: async () => {
      const valid = await form.trigger();
      return valid ? restApiCallConfiguration(configuration, form.getValues()) : null;
    },
  }));
  const [simpleClient, redisQueue, enableProxy, systemProxy, credentialsType] = form.watch([
    'useSimpleClientHttpFactory',
    'useRedisQueueForMsgPersistence',
    'enableProxy',
    'useSystemProxyProperties',
    'credentialsType',
  ]);
  const number = (name: keyof RestApiCallValues, label: string) => (
    <FormTextField<RestApiCallValues> name={name} label={label} required inputMode="numeric" fullWidth />
  );
  const headersError = form.formState.errors.headersComplete?.message;
  return (
    <FormProvider {...form}>
      <Stack spacing={2}>
        <FormTextField<RestApiCallValues>
          name="restEndpointUrlPattern"
          label="rulenode.endpoint-url-pattern"
          required
          fullWidth
        />
        <FormSelect<RestApiCallValues> name="requestMethod" label="rulenode.request-method" options={REQUEST_METHODS} />
        <FormCheckbox<RestApiCallValues> name="ignoreRequestBody" label="rulenode.ignore-request-body" />
        <Controller
          name="headers"
          control={form.control}
          render={({ field }) => (
            <KeyValueMapEditor
              value={field.value}
              onChange={field.onChange}
              onValidityChange={(complete) => form.setValue('headersComplete', complete)}
              title="rulenode.headers"
              keyLabel="rulenode.header"
              valueLabel="key-val.value"
            />
          )}
        />
        {headersError && <FormHelperText error>{t(headersError)}</FormHelperText>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {number('readTimeoutMs', 'rulenode.read-timeout')}
          {number('maxParallelRequestsCount', 'rulenode.max-parallel-requests-count')}
        </Stack>
        <FormCheckbox<RestApiCallValues> name="useRedisQueueForMsgPersistence" label="rulenode.use-redis-queue" />
        {redisQueue && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'center' }}>
            <FormCheckbox<RestApiCallValues> name="trimQueue" label="rulenode.trim-redis-queue" />
            {number('maxQueueSize', 'rulenode.redis-queue-max-size')}
          </Stack>
        )}
        <FormCheckbox<RestApiCallValues>
          name="useSimpleClientHttpFactory"
          label="rulenode.use-simple-client-http-factory"
        />
        {!simpleClient && <FormCheckbox<RestApiCallValues> name="enableProxy" label="rulenode.enable-proxy" />}
        {!simpleClient && enableProxy && (
          <FormCheckbox<RestApiCallValues>
            name="useSystemProxyProperties"
            label="rulenode.use-system-proxy-properties"
          />
        )}
        {!simpleClient && enableProxy && !systemProxy && (
          <>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <FormSelect<RestApiCallValues> name="proxyScheme" label="rulenode.proxy-scheme" options={PROXY_SCHEMES} />
              <FormTextField<RestApiCallValues> name="proxyHost" label="rulenode.proxy-host" required fullWidth />
              <FormTextField<RestApiCallValues>
                name="proxyPort"
                label="rulenode.proxy-port"
                required
                inputMode="numeric"
                fullWidth
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <FormTextField<RestApiCallValues> name="proxyUser" label="rulenode.proxy-user" fullWidth />
              <FormTextField<RestApiCallValues>
                name="proxyPassword"
                label="rulenode.proxy-password"
                type="password"
                fullWidth
              />
            </Stack>
          </>
        )}
        <Typography variant="subtitle2">{t('rulenode.credentials')}</Typography>
        <FormSelect<RestApiCallValues>
          name="credentialsType"
          label="rulenode.credentials-type"
          options={CREDENTIALS_TYPES}
          optionLabel={(type) => CREDENTIALS_LABELS[type]}
        />
        {credentialsType === 'basic' && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <FormTextField<RestApiCallValues> name="username" label="admin.username" required fullWidth />
            <FormTextField<RestApiCallValues>
              name="password"
              label="common.password"
              type="password"
              required
              fullWidth
            />
          </Stack>
        )}
        {credentialsType === 'cert.PEM' && (
          <>
            <FormTextField<RestApiCallValues> name="caCert" label="rulenode.ca-cert" multiline minRows={2} fullWidth />
            <FormTextField<RestApiCallValues>
              name="cert"
              label="rulenode.client-cert"
              multiline
              minRows={2}
              fullWidth
            />
            <FormTextField<RestApiCallValues>
              name="privateKey"
              label="rulenode.private-key"
              multiline
              minRows={2}
              fullWidth
            />
            <FormTextField<RestApiCallValues>
              name="password"
              label="rulenode.private-key-password"
              type="password"
              fullWidth
            />
          </>
        )}
      </Stack>
    </FormProvider>
  );
}
