import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, page, renderWithProviders } from '../../test/render';
import { signInAs } from '../../test/session';
import { OtaPackageAutocomplete, otaPackageMessages } from './OtaPackageAutocomplete';

const PROFILE = '00000000-0000-11ee-8000-000000000041';
const P1 = '00000000-0000-11ee-8000-000000000042';
const ota = (id: string, title: string, version: string) => ({
  id: { entityType: 'OTA_PACKAGE', id },
  title,
  version,
});

describe('OTA package autocomplete', () => {
  beforeEach(() => signInAs('TENANT_ADMIN'));

  it('has required and no-match messages per package type', () => {
    expect(otaPackageMessages('FIRMWARE').required).toBe('ota-update.assign-firmware-required');
    expect(otaPackageMessages('SOFTWARE').noMatch).toBe('ota-update.no-software-matching');
  });

  it('lists the device profile’s firmware, 50 by title, and picks one by id', async () => {
    const server = fakeServer([{ url: /\/api\/otaPackages\//, body: page([ota(P1, 'Thermostat fw', '1.2')]) }]);
    const onChange = vi.fn();
    await renderWithProviders(<OtaPackageAutocomplete deviceProfileId={PROFILE} value={null} onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Assigned firmware' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Thermostat fw (1.2)' }));
    expect(onChange).toHaveBeenLastCalledWith(P1);
    const url = new URL(server.requests[0].url, 'http://localhost');
    expect(url.pathname).toBe(`/api/otaPackages/${PROFILE}/FIRMWARE`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      pageSize: '50',
      page: '0',
      sortProperty: 'title',
      sortOrder: 'ASC',
    });
  });

  it('gives the full entity id when asked', async () => {
    fakeServer([{ url: /\/api\/otaPackages\//, body: page([ota(P1, 'Pump sw', '2')]) }]);
    const onChange = vi.fn();
    await renderWithProviders(
      <OtaPackageAutocomplete
        deviceProfileId={PROFILE}
        type="SOFTWARE"
        useFullEntityId
        value={null}
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Assigned software' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pump sw (2)' }));
    expect(onChange).toHaveBeenLastCalledWith({ entityType: 'OTA_PACKAGE', id: P1 });
  });

  it('quotes 6 characters of the text when nothing matches', async () => {
    fakeServer([{ url: /\/api\/otaPackages\//, body: page([]) }]);
    await renderWithProviders(<OtaPackageAutocomplete deviceProfileId={PROFILE} value={null} onChange={vi.fn()} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Assigned firmware' }), 'Bootloader');
    expect(
      await screen.findByText("No compatible firmware OTA Update packages matching 'Bootlo...' were found."),
    ).toBeTruthy();
  });

  it('clears a stored package that cannot be read', async () => {
    fakeServer([]);
    const onChange = vi.fn();
    await renderWithProviders(<OtaPackageAutocomplete deviceProfileId={PROFILE} value={P1} onChange={onChange} />);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(null));
  });
});
