import type { ComponentDescriptor } from '@fleetdeck/model';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { NodeDialog } from '../NodeDialog';
import { GEOFENCING_ACTION_NODE } from './geofencing';

const defaultConfiguration = {
  latitudeKeyName: 'latitude',
  longitudeKeyName: 'longitude',
  perimeterType: 'POLYGON',
  fetchPerimeterInfoFromMessageMetadata: true,
  perimeterKeyName: 'ss_perimeter',
  polygonsDefinition: null,
  centerLatitude: null,
  centerLongitude: null,
  range: null,
  rangeUnit: null,
  minInsideDuration: 1,
  minOutsideDuration: 1,
  minInsideDurationTimeUnit: 'MINUTES',
  minOutsideDurationTimeUnit: 'MINUTES',
};

const descriptor = {
  type: 'ACTION',
  name: 'gps geofencing events',
  clazz: GEOFENCING_ACTION_NODE,
  configurationDescriptor: {
    nodeDefinition: { description: 'geofencing', defaultConfiguration, relationTypes: ['Entered', 'Left'] },
  },
} as unknown as ComponentDescriptor;

const dropped = { type: GEOFENCING_ACTION_NODE, name: 'Yard', debugMode: false, configuration: defaultConfiguration };

describe('the geofencing node dialog', { timeout: 30_000 }, () => {
  it('asks for the polygon of a perimeter given here, then hands it out', async () => {
    const onConfirm = vi.fn();
    await renderWithProviders(
      <NodeDialog node={dropped} descriptor={descriptor} adding onCancel={() => {}} onConfirm={onConfirm} />,
    );
    expect(screen.getByRole('textbox', { name: /^Perimeter key name/ })).toHaveProperty('value', 'ss_perimeter');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Fetch perimeter information from message metadata' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Polygons definition is required.')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('textbox', { name: /^Polygons definition/ }), {
      target: { value: '[[50.1,30.1],[50.2,30.1],[50.2,30.2]]' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(onConfirm).toHaveBeenCalledWith(
      expect.objectContaining({
        configuration: {
          ...defaultConfiguration,
          fetchPerimeterInfoFromMessageMetadata: false,
          polygonsDefinition: '[[50.1,30.1],[50.2,30.1],[50.2,30.2]]',
        },
      }),
    );
  });
});
