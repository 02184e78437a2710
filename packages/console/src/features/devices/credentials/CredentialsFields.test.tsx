import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CredentialsFields } from './CredentialsFields';
import { allowedCredentialsTypes, type CredentialsValues, emptyCredentialsValues } from './credentials-values';

function Harness({ transport }: { transport: 'MQTT' | 'COAP' }) {
  const [value, setValue] = useState<CredentialsValues>(emptyCredentialsValues());
  return (
    <CredentialsFields
      value={value}
      onChange={setValue}
      allowedTypes={allowedCredentialsTypes(transport)}
      disabled={false}
      problems={{}}
    />
  );
}

describe('credentials fields', () => {
  it('offers only the types of the transport and shows the fields of the chosen type', async () => {
    await renderWithProviders(<Harness transport="COAP" />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Credentials type' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Access token',
      'X.509 certificate',
    ]);
  });

  it('generates a new access token and hides the MQTT password until shown', async () => {
    await renderWithProviders(<Harness transport="MQTT" />);
    const token = screen.getByRole('textbox', { name: 'Access token' }) as HTMLInputElement;
    const first = token.value;
    expect(first).toMatch(/^[A-Za-z0-9]{20}$/);
    await userEvent.click(screen.getByRole('button', { name: 'Generate access token' }));
    expect(token.value).not.toBe(first);

    await userEvent.click(screen.getByRole('combobox', { name: 'Credentials type' }));
    await userEvent.click(screen.getByRole('option', { name: 'MQTT basic' }));
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(password.type).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    expect(screen.getByRole('textbox', { name: 'Client ID' })).toBeTruthy();
  });
});
