import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { HelpLinkButton } from './HelpLinkButton';

describe('HelpLinkButton', () => {
  it('links to the mapped help page, opened in a new tab', async () => {
    await renderWithProviders(<HelpLinkButton helpLinkId="securitySettings" />);
    const link = screen.getByRole('link', { name: 'Go to help page' });
    expect(link.getAttribute('href')).toBe('https://thingsboard.io/docs/user-guide/ui/security-settings');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('shows nothing for an id without a page', async () => {
    await renderWithProviders(<HelpLinkButton helpLinkId="noSuchPage" />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
