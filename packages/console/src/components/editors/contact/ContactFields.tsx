import { Autocomplete, Box, TextField } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, countryByName } from './countries';

export interface ContactValues {
  country: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  address: string | null;
  address2: string | null;
  phone: string | null;
  email: string | null;
}

/** The contact form inside an entity form (which provides the react-hook-form context). */
export function ContactFields({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { control, register, formState, watch } = useFormContext<ContactValues>();
  const errors = formState.errors;
  const country = countryByName(watch('country'));
  const text = (name: keyof ContactValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={t(label)}
      disabled={disabled}
      error={Boolean(errors[name])}
      helperText={errors[name]?.message ? t(errors[name]?.message as string) : undefined}
      {...register(name)}
      {...extra}
    />
  );
  return (
    <Box>
      <Controller
        name="country"
        control={control}
        render={({ field }) => (
          <Autocomplete
            options={COUNTRIES.map((option) => option.name)}
            value={field.value ?? null}
            onChange={(_event, value) => field.onChange(value)}
            disabled={disabled}
            renderOption={(props, name) => (
              <li {...props} key={name}>
                {countryByName(name)?.flag} {name}
              </li>
            )}
            renderInput={(params) => <TextField {...params} label={t('contact.country')} />}
          />
        )}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, columnGap: 1 }}>
        {text('city', 'contact.city')}
        {text('state', 'contact.state')}
        {text('zip', 'contact.postal-code')}
      </Box>
      {text('address', 'contact.address')}
      {text('address2', 'contact.address2')}
      {text('phone', 'contact.phone', {
        placeholder: country ? `${country.dialCode}…` : '+12015550123',
        slotProps: { formHelperText: { 'data-hint': t('phone-input.phone-input-hint') } },
      })}
      {text('email', 'contact.email', { type: 'email' })}
    </Box>
  );
}
