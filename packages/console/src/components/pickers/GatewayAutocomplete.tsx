import { ApiError } from '@fleetdeck/client';
import type { Device } from '@fleetdeck/model';
import { Autocomplete, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../core/http/api';
import { reportError } from '../../core/http/report-error';
import { readAllPages } from '../../core/queries/all-pages';
import { entityKeys } from '../../core/queries/entity-keys';
import { entitiesChanged } from '../../core/queries/invalidate-entity';
import { useAuthStore } from '../../core/session/auth-store';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { searchLink } from './entity-lookup';
import { useSearchAsYouType } from './useSearchAsYouType';

/** The type of a gateway created from the picker unless the caller names another. */
export const DEFAULT_GATEWAY_TYPE = 'Gateway';

export interface GatewayAutocompleteProps {
  /** the gateway device's id */
  value: string | null;
  onChange(value: string | null, gateway: Device | null): void;
  /** the type of a newly created gateway */
  newGatewayType?: string;
  /** called when the name offered for a new gateway is taken by an existing device */
  onGatewayNameExists?(name: string): void;
  label?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string;
}

type GatewayOption = { kind: 'gateway'; device: Device } | { kind: 'create'; name: string };

export function isGateway(device: Pick<Device, 'additionalInfo'>): boolean {
  return device.additionalInfo?.gateway === true;
}

/** The gateways among the devices whose names contain the text, and the offer to create one when none is named so. */
export function gatewayOptions(devices: readonly Device[], text: string): GatewayOption[] {
  const needle = text.trim().toLowerCase();
  const gateways = devices.filter((device) => isGateway(device) && device.name.toLowerCase().includes(needle));
  const options: GatewayOption[] = gateways.map((device) => ({ kind: 'gateway', device }));
  if (needle && !gateways.some((device) => device.name.toLowerCase() === needle))
    options.push({ kind: 'create', name: text.trim() });
  return options;
}

/** The device a new gateway is saved as: the name, no label, the gateway type, the gateway flag. */
export function newGatewayDevice(name: string, type = DEFAULT_GATEWAY_TYPE) {
  return { name, label: null, type, additionalInfo: { gateway: true } };
}

async function loadDevices(text: string): Promise<Device[]> {
  const user = useAuthStore.getState().authUser;
  if (!user || user.authority === 'SYS_ADMIN') return [];
  // The gateway list reads every device (limit -1), page by page.
  const link = searchLink(text, 100);
  return user.authority === 'CUSTOMER_USER' && user.customerId
    ? readAllPages((page) => api.devices.customerDevices(user.customerId as string, page), link)
    : readAllPages((page) => api.devices.tenantDevices(page), link);
}

/**
 * A gateway device; a name no gateway has can be created as a new gateway after confirmation: an existing
 * device of that name is reported, otherwise the gateway is created and chosen. Declining clears the input.
 */
export function GatewayAutocomplete(props: GatewayAutocompleteProps) {
  const { value, onChange, required = false } = props;
  const { t } = useTranslation();
  const [selected, setSelected] = useState<Device | null>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [touched, setTouched] = useState(false);
  const [toCreate, setToCreate] = useState<string | null>(null);
  const [nameTaken, setNameTaken] = useState(false);
  const queryClient = useQueryClient();

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new id needs the device read.
  useEffect(() => {
    if (!value) {
      setSelected(null);
      return;
    }
    if (selected?.id.id === value) return;
    let cancelled = false;
    api.http
      .silently(() => api.devices.get(value))
      .then(
        (device) => {
          if (cancelled) return;
          setSelected(device);
          setText(device.name);
        },
        () => {
          if (!cancelled) onChange(null, null);
        },
      );
    return () => {
      cancelled = true;
    };
  }, [value]);

  const search = useSearchAsYouType({
    text,
    queryKey: (searched) => entityKeys('DEVICE').search({ gateways: true, text: searched }),
    search: loadDevices,
    enabled: open,
  });
  const debounced = search.searchedText;

  const choose = (device: Device | null) => {
    setSelected(device);
    setText(device?.name ?? '');
    onChange(device ? device.id.id : null, device);
  };

  const create = async (name: string) => {
    setToCreate(null);
    try {
      await api.devices.byName(name);
      setNameTaken(true);
      props.onGatewayNameExists?.(name);
      return;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) {
        reportError(error);
        return;
      }
    }
    try {
      choose(await api.devices.save(newGatewayDevice(name, props.newGatewayType)));
      void entitiesChanged(queryClient, 'DEVICE');
    } catch (error) {
      reportError(error);
    }
  };

  const ownError = nameTaken
    ? 'gateway.gateway-name-exists'
    : touched && required && !value
      ? 'gateway.gateway-name-required'
      : null;
  const error = props.error ?? ownError;
  const options = gatewayOptions(search.results, debounced);
  const current: GatewayOption | null = selected ? { kind: 'gateway', device: selected } : null;

  return (
    <>
      <Autocomplete<GatewayOption, false, false, false>
        options={options}
        value={current}
        inputValue={text}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        disabled={props.disabled}
        loading={search.loading}
        filterOptions={(list) => list}
        getOptionLabel={(option) => (option.kind === 'gateway' ? option.device.name : option.name)}
        isOptionEqualToValue={(option, other) =>
          option.kind === 'gateway' && other.kind === 'gateway' && option.device.id.id === other.device.id.id
        }
        noOptionsText={
          debounced ? t('gateway.no-gateway-matching', { item: debounced }) : t('gateway.no-gateway-found')
        }
        onInputChange={(_event, next, reason) => {
          if (reason === 'input' || reason === 'clear') {
            setText(next);
            setNameTaken(false);
          }
        }}
        onChange={(_event, option) => {
          if (option?.kind === 'create') setToCreate(option.name);
          else choose(option?.device ?? null);
        }}
        renderOption={(optionProps, option) => {
          const { key, ...rest } = optionProps;
          return (
            <li key={key} {...rest}>
              {option.kind === 'gateway' ? option.device.name : `${t('gateway.create-new-gateway')}: ${option.name}`}
            </li>
          );
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t(props.label ?? 'gateway.gateway')}
            required={required}
            error={Boolean(error)}
            helperText={error ? t(error) : undefined}
            onBlur={() => setTouched(true)}
          />
        )}
      />
      <ConfirmDialog
        open={toCreate !== null}
        title={t('gateway.create-new-gateway')}
        message={t('gateway.create-new-gateway-text', { gatewayName: toCreate ?? '' })}
        onCancel={() => {
          setToCreate(null);
          choose(null);
        }}
        onConfirm={() => toCreate && void create(toCreate)}
      />
    </>
  );
}
