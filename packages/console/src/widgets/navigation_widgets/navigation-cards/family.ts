/** The navigation widgets: one card linking to a page, and cards of the user's menu. */
export const NAVIGATION_ALIASES = ['navigation_card', 'navigation_cards'] as const;
export type NavigationAlias = (typeof NAVIGATION_ALIASES)[number];
