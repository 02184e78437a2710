import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { MapEntity } from './map-data';
import { ShapeOwnerDialog } from './ShapeOwnerDialog';

const entry = (name: string): MapEntity => ({
  entity: { id: { entityType: 'DEVICE', id: `id-${name}` }, name, label: name },
  index: 0,
  data: {},
  position: null,
  latKey: 'latitude',
  lngKey: 'longitude',
  polygon: null,
  circle: null,
  keyTypes: {},
});

const candidates = [entry('Boiler'), entry('Heater')];
const translate = (key: string) => key;

describe('the dialog asking which entity a drawn shape belongs to', () => {
  it('offers the candidates, the first chosen, and hands out the one the user picks', async () => {
    const onChoose = vi.fn();
    const onCancel = vi.fn();
    await renderWithProviders(
      <ShapeOwnerDialog candidates={candidates} translate={translate} onChoose={onChoose} onCancel={onCancel} />,
    );
    expect(screen.getByRole('dialog', { name: 'widgets.map.shape-owner-title' })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Boiler',
      'Heater',
    ]);
    expect(screen.getByRole('radio', { name: 'Boiler' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('radio', { name: 'Heater' }));
    await userEvent.click(screen.getByRole('button', { name: 'action.ok' }));
    expect(onChoose).toHaveBeenCalledWith(candidates[1]);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('hands out nothing when cancelled', async () => {
    const onChoose = vi.fn();
    const onCancel = vi.fn();
    await renderWithProviders(
      <ShapeOwnerDialog candidates={candidates} translate={translate} onChoose={onChoose} onCancel={onCancel} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'action.cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('is closed while no shape waits for an owner', async () => {
    await renderWithProviders(
      <ShapeOwnerDialog candidates={null} translate={translate} onChoose={vi.fn()} onCancel={vi.fn()} />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
