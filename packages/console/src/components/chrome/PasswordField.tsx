import { mdiEye, mdiEyeOff } from '@mdi/js';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../icons/MdiIcon';

/** A password input with the show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, TextFieldProps>(function PasswordField(props, ref) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      inputRef={ref}
      type={visible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={t(visible ? 'login.hide-password' : 'login.show-password')}
                onClick={() => setVisible((shown) => !shown)}
                edge="end"
                disabled={props.disabled}
              >
                <MdiIcon path={visible ? mdiEyeOff : mdiEye} />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
});
