import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { WidgetDataMessage } from './WidgetDataMessage';

describe('the message over a widget without data', () => {
  it("tells why the widget's subscription failed", async () => {
    await renderWithProviders(
      <WidgetDataMessage status={{ kind: 'failed', message: 'Entity not found' }} noDataMessage="" />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Data could not be loaded: Entity not found');
  });

  it('names the aliases that found no entity', async () => {
    await renderWithProviders(
      <WidgetDataMessage status={{ kind: 'no-entity', aliases: ['Thermostats', 'Gateways'] }} noDataMessage="" />,
    );
    expect(screen.getByRole('status').textContent).toBe("No entity found for 'Thermostats', 'Gateways'.");
  });

  it("shows the widget's own no-data message, or the platform's", async () => {
    const { rerender } = await renderWithProviders(
      <WidgetDataMessage status={{ kind: 'no-data' }} noDataMessage="Nothing measured yet" />,
    );
    expect(screen.getByRole('status').textContent).toBe('Nothing measured yet');
    rerender(<WidgetDataMessage status={{ kind: 'no-data' }} noDataMessage="" />);
    expect(screen.getByRole('status').textContent).toBe('No data to display');
  });

  it('shows nothing while the data is fine', async () => {
    const { container } = await renderWithProviders(<WidgetDataMessage status={null} noDataMessage="" />);
    expect(container.textContent).toBe('');
  });
});
