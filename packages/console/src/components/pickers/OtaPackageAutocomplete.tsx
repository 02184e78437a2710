import type { EntityId, OtaPackageType } from '@fleetdeck/model';
import { Autocomplete, Link, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { entityKeys } from '../../core/queries/entity-keys';
import { AUTOCOMPLETE_LIMIT } from './entity-types';
import { findOtaPackages, loadOtaPackage, type OtaPackageOption } from './ota-package-source';
import { truncateSearchText } from './truncate';
import { useSearchAsYouType } from './useSearchAsYouType';

type OtaValue = EntityId<'OTA_PACKAGE'> | string | null;

export interface OtaPackageAutocompleteProps {
  /** the packages offered are those of this device profile */
  deviceProfileId: string | null;
  /** FIRMWARE by default */
  type?: OtaPackageType;
  /** the package's id string, or its entity id with useFullEntityId */
  value: OtaValue;
  onChange(value: OtaValue): void;
  useFullEntityId?: boolean;
  label?: string;
  required?: boolean;
  disabled?: boolean;
  /** a disabled picker holding a value links to the package's details */
  showDetailsLink?: boolean;
  error?: string;
}

const MESSAGES: Record<OtaPackageType, { label: string; required: string; notFound: string; noMatch: string }> = {
  FIRMWARE: {
    label: 'ota-update.assign-firmware',
    required: 'ota-update.assign-firmware-required',
    notFound: 'ota-update.no-firmware-text',
    noMatch: 'ota-update.no-firmware-matching',
  },
  SOFTWARE: {
    label: 'ota-update.assign-software',
    required: 'ota-update.assign-software-required',
    notFound: 'ota-update.no-software-text',
    noMatch: 'ota-update.no-software-matching',
  },
};

export function otaPackageMessages(type: OtaPackageType) {
  return MESSAGES[type];
}

function idOf(value: OtaValue): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** The OTA package picker: a device profile's packages of one type, 50 by title, 150 ms debounce. */
export function OtaPackageAutocomplete(props: OtaPackageAutocompleteProps) {
  const { deviceProfileId, type = 'FIRMWARE', value, onChange, required = false } = props;
  const { t } = useTranslation();
  const messages = MESSAGES[type];
  const [selected, setSelected] = useState<OtaPackageOption | null>(null);
  const [text, setText] = useState('');
  const [searchText, setSearchText] = useState('');
  const [open, setOpen] = useState(false);
  const [touched, setTouched] = useState(false);
  const valueId = idOf(value);

  // A stored id that cannot be read is cleared and null propagated.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new id needs the package read.
  useEffect(() => {
    if (!valueId) {
      setSelected(null);
      setText('');
      return;
    }
    if (selected?.id.id === valueId) return;
    let cancelled = false;
    loadOtaPackage(valueId).then(
      (found) => {
        if (cancelled) return;
        setSelected(found);
        setText(found.title);
      },
      () => {
        if (!cancelled) onChange(null);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [valueId]);

  const search = useSearchAsYouType({
    text: searchText,
    queryKey: (text) => entityKeys('OTA_PACKAGE').search({ deviceProfileId, type, text }),
    search: async (text) =>
      deviceProfileId
        ? findOtaPackages(deviceProfileId, type, {
            pageSize: AUTOCOMPLETE_LIMIT,
            page: 0,
            textSearch: text,
            sortOrder: { property: 'title', direction: 'ASC' },
          })
        : [],
    enabled: open,
  });

  const error = props.error ?? (touched && required && !valueId ? messages.required : null);
  const noOptions = searchText ? t(messages.noMatch, { entity: truncateSearchText(searchText) }) : t(messages.notFound);

  return (
    <>
      <Autocomplete<OtaPackageOption, false, false, false>
        options={search.results}
        value={selected}
        inputValue={text}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        disabled={props.disabled}
        loading={search.loading}
        filterOptions={(options) => options}
        getOptionLabel={(option) => option.title}
        isOptionEqualToValue={(option, current) => option.id.id === current.id.id}
        noOptionsText={noOptions}
        onInputChange={(_event, next, reason) => {
          setText(next);
          if (reason === 'input') setSearchText(next);
          if (reason === 'clear') setSearchText('');
        }}
        onChange={(_event, option) => {
          setSelected(option);
          setSearchText('');
          if (!option) onChange(null);
          else onChange(props.useFullEntityId ? option.id : option.id.id);
        }}
        renderOption={(optionProps, option) => {
          const { key, ...rest } = optionProps;
          return (
            <li key={key} {...rest}>
              {option.title} ({option.version})
            </li>
          );
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t(props.label ?? messages.label)}
            required={required}
            error={Boolean(error)}
            helperText={error ? t(error) : undefined}
            onBlur={() => setTouched(true)}
          />
        )}
      />
      {props.showDetailsLink && props.disabled && selected && (
        <Link
          component={RouterLink}
          to={`/otaUpdates?textSearch=${encodeURIComponent(selected.title)}`}
          variant="body2"
        >
          {t('ota-update.package-details')}
        </Link>
      )}
    </>
  );
}
