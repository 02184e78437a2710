import { mdiWidgets } from '@mdi/js';
import type { Resource } from '../../app/resource';

/** /widgets-bundles: the widgets library; a bundle opens the grid of its widget types, a type the widget editor. */
export const widgetsBundlesResource: Resource = {
  id: 'widget_library',
  path: 'widgets-bundles',
  title: 'widget.widget-library',
  icon: mdiWidgets,
  authorities: ['SYS_ADMIN', 'TENANT_ADMIN'],
  menu: {},
  homeSection: 'widget.management',
  page: () => import('./WidgetsBundlesPage').then((m) => m.WidgetsBundlesPage),
  subpages: [
    {
      path: ':bundleId/widgetTypes',
      title: 'widgets-bundle.widgets-bundle',
      icon: mdiWidgets,
      page: () => import('./widget-types/WidgetTypesPage').then((m) => m.WidgetTypesPage),
    },
    {
      path: ':bundleId/widgetTypes/:widgetTypeId',
      title: 'widget.editor',
      icon: mdiWidgets,
      page: () => import('./widget-editor/WidgetEditorPage').then((m) => m.WidgetEditorPage),
    },
  ],
};
