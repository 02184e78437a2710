import { describe, expect, it } from 'vitest';
import { helpLinkUrl } from './help-links';

describe('helpLinkUrl', () => {
  it("answers the platform's documentation page of a known id", () => {
    expect(helpLinkUrl('outgoingMailSettings')).toBe('https://thingsboard.io/docs/user-guide/ui/mail-settings');
  });

  it('answers an http(s) address given as the id, and nothing for any other id or scheme', () => {
    expect(helpLinkUrl('https://example.com/guide')).toBe('https://example.com/guide');
    expect(helpLinkUrl('http://example.com/guide')).toBe('http://example.com/guide');
    expect(helpLinkUrl('noSuchPage')).toBeNull();
    expect(helpLinkUrl('javascript:alert(1)')).toBeNull();
  });
});
