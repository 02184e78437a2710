import type { PageData } from '@fleetdeck/model';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { EntityTablePage } from './EntityTablePage';
import type { EntityTableConfig } from './entity-config';

interface Thing {
  id: { entityType: 'ASSET'; id: string };
  createdTime: number;
  name: string;
}

const thing = (index: number): Thing => ({
  id: { entityType: 'ASSET', id: `00000000-0000-11ee-8000-0000000000${String(index).padStart(2, '0')}` },
  createdTime: index,
  name: `Thing ${index}`,
});
const ALL = Array.from({ length: 12 }, (_unused, index) => thing(index));

function config(overrides: Partial<EntityTableConfig<Thing>> = {}): EntityTableConfig<Thing> {
  return {
    id: 'things',
    entityType: 'ASSET',
    messages: {
      title: 'asset.assets',
      add: 'asset.add',
      details: 'asset.asset-details',
      deleteTitle: 'asset.delete-asset-title',
      deleteText: 'asset.delete-asset-text',
      deleteSelectedTitle: 'asset.delete-assets-title',
      deleteSelectedText: 'asset.delete-assets-text',
      noEntities: 'asset.no-assets-text',
    },
    columns: [{ key: 'name', title: 'asset.name', render: (entity) => entity.name, csv: (entity) => entity.name }],
    defaultSort: { property: 'createdTime', direction: 'DESC' },
    entityTitle: (entity) => entity.name,
    fetchPage: async (link): Promise<PageData<Thing>> => {
      const data = ALL.slice(link.page * link.pageSize, (link.page + 1) * link.pageSize);
      return { data, totalPages: 2, totalElements: ALL.length, hasNext: link.page === 0 };
    },
    fetchById: async (id) => {
      const found = ALL.find((entity) => entity.id.id === id);
      if (!found) throw new Error(`Asset with id [${id}] is not found`);
      return found;
    },
    save: async (draft) => ({ ...thing(99), ...draft }),
    remove: async () => undefined,
    Form: ({ formId, entity }) => <form id={formId}>{entity?.name}</form>,
    exportName: 'things',
    ...overrides,
  };
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

async function renderAt(url: string, list = config()) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <EntityTablePage config={list} />
      <Address />
    </MemoryRouter>,
  );
}

describe('entity list page', () => {
  it('opens the details of a row and names it in the address', async () => {
    await renderAt('/things');
    await userEvent.click(await screen.findByText('Thing 0'));
    expect(await screen.findByTestId('details-title')).toHaveProperty('textContent', 'Thing 0');
    expect(screen.getByTestId('address').textContent).toBe(`?details=${ALL[0]?.id.id}`);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe(''));
  });

  it('opens the details named by the address, also of an entity on another page', async () => {
    const fetchById = vi.fn(config().fetchById);
    await renderAt(`/things?details=${ALL[11]?.id.id}`, config({ fetchById }));
    expect(await screen.findByTestId('details-title')).toHaveProperty('textContent', 'Thing 11');
    expect(fetchById).toHaveBeenCalledWith(ALL[11]?.id.id);
    expect(screen.queryByRole('cell', { name: 'Thing 11' })).toBeNull();
  });

  it('says why when the entity named by the address cannot be read', async () => {
    await renderAt('/things?details=00000000-0000-11ee-8000-000000000099');
    expect(await screen.findByTestId('details-error')).toHaveProperty(
      'textContent',
      'Asset with id [00000000-0000-11ee-8000-000000000099] is not found',
    );
    expect(await screen.findByText('Thing 0')).toBeTruthy();
  });

  it('offers Edit in the details only for an entity the config lets the user change', async () => {
    const canEdit = (entity: Thing) => entity.name !== 'Thing 1';
    await renderAt(`/things?details=${ALL[1]?.id.id}`, config({ canEdit }));
    expect(await screen.findByTestId('details-title')).toHaveProperty('textContent', 'Thing 1');
    expect(screen.queryByRole('button', { name: 'Edit mode' })).toBeNull();
    cleanup();
    await renderAt(`/things?details=${ALL[2]?.id.id}`, config({ canEdit }));
    expect(await screen.findByRole('button', { name: 'Edit mode' })).toBeTruthy();
  });
});
