import { RESOURCES } from '../../../app/resources';
import { MdiIcon } from '../../../components/icons/MdiIcon';
import { ActionIcon } from '../../action-icon';
import { translateMessageKeys } from '../../cards/data-pattern';
import type { WidgetProps } from '../../widget-definition';
import { NavigationTile } from './NavigationTile';
import { pageIcon } from './navigation-places';
import type { NavigationSettings } from './settings';

/**
 * The "Navigation card" widget: one card that opens a console page. Its icon is the console's own icon of that page;
 * a path the console has no page for shows the saved Material icon where the console draws it.
 */
export function NavigationCard({ config, translate }: WidgetProps<NavigationSettings>) {
  const { name, icon, path } = config.settings;
  const mdi = pageIcon(RESOURCES, path);
  return (
    <NavigationTile
      path={path}
      name={translateMessageKeys(name, translate)}
      icon={mdi ? <MdiIcon path={mdi} sx={{ fontSize: 48 }} /> : <ActionIcon name={icon} sx={{ fontSize: 48 }} />}
    />
  );
}
