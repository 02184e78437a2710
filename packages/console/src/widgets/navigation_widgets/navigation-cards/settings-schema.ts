import type { RJSFSchema } from '@rjsf/utils';
import type { NavigationAlias } from './family';
import { DEFAULT_NAVIGATION_SETTINGS as D } from './settings';

/** The forms of the navigation widgets' settings: each type has its own fields. */
export const navigationSettingsSchemas: Record<NavigationAlias, RJSFSchema> = {
  navigation_card: {
    type: 'object',
    title: 'Navigation card settings',
    properties: {
      name: { title: 'Name', type: 'string', default: D.name },
      icon: { title: 'Icon (Material icon name)', type: 'string', default: D.icon },
      path: { title: 'Navigation path', type: 'string', default: D.path },
    },
  },
  navigation_cards: {
    type: 'object',
    title: 'Navigation cards settings',
    properties: {
      filterType: {
        title: 'Filter type',
        type: 'string',
        oneOf: [
          { const: 'all', title: 'All items' },
          { const: 'include', title: 'Include items' },
          { const: 'exclude', title: 'Exclude items' },
        ],
        default: D.filterType,
      },
      filter: { title: 'Items (menu paths, as /devices)', type: 'array', items: { type: 'string' }, default: D.filter },
    },
  },
};
