// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { customDialogFor } from '../runtime/custom-dialog';
import { OverlayHarness } from '../testing/OverlayHarness';

describe('the dialog of a customPretty action', () => {
  it("shows a customPretty action's template without its scripts, with its CSS scoped to the dialog", async () => {
    const overlay = customDialogFor(
      'Add device',
      '<h2>Add device</h2><img src="x" onerror="alert(1)"><script>alert(2)</script>',
      'h2 { color: red; }',
    );
    await renderWithProviders(<OverlayHarness overlay={overlay} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add device' });
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(dialog.querySelector('.custom-action-pretty-add-device h2')?.textContent).toBe('Add device');
    expect(dialog.querySelector('style')?.textContent).toBe('.custom-action-pretty-add-device h2 { color: red; }');
  });
});
