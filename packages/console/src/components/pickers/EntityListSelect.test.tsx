import type { EntityId } from '@fleetdeck/model';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, page, renderWithProviders } from '../../test/render';
import { signInAs } from '../../test/session';
import { EntityListSelect, entityListError } from './EntityListSelect';

const C1 = '00000000-0000-11ee-8000-000000000021';
const C2 = '00000000-0000-11ee-8000-000000000022';
const customer = (id: string, title: string) => ({ id: { entityType: 'CUSTOMER', id }, title, name: title });

describe('entity list select', () => {
  beforeEach(() => signInAs('TENANT_ADMIN'));

  it('requires at least one entity when required', () => {
    expect(entityListError([], true)).toBe('entity.entity-list-empty');
    expect(entityListError([{ entityType: 'ASSET', id: C1 }], true)).toBeNull();
    expect(entityListError([], false)).toBeNull();
  });

  it('adds chosen entities as chips', async () => {
    fakeServer([{ url: /\/api\/customers\?/, body: page([customer(C1, 'Acme'), customer(C2, 'Globex')]) }]);
    const onChange = vi.fn();
    await renderWithProviders(<EntityListSelect entityType="CUSTOMER" value={[]} onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Entity list' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Globex' }));
    expect(onChange).toHaveBeenLastCalledWith([{ entityType: 'CUSTOMER', id: C2 }]);
  });

  it('shows the names of stored ids and clears every chip when the entity type changes', async () => {
    fakeServer([
      { url: new RegExp(`/api/customer/${C1}$`), body: customer(C1, 'Acme') },
      { url: new RegExp(`/api/customer/${C2}$`), body: customer(C2, 'Globex') },
    ]);
    const onChange = vi.fn();
    const stored: EntityId[] = [
      { entityType: 'CUSTOMER', id: C1 },
      { entityType: 'CUSTOMER', id: C2 },
    ];
    const view = await renderWithProviders(
      <EntityListSelect entityType="CUSTOMER" value={stored} onChange={onChange} />,
    );
    expect(await screen.findByText('Acme')).toBeTruthy();
    expect(await screen.findByText('Globex')).toBeTruthy();
    view.rerender(<EntityListSelect entityType="DEVICE" value={stored} onChange={onChange} />);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([]));
  });
});
