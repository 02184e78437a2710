import { Box } from '@mui/material';
import { RESOURCES } from '../../../app/resources';
import { MdiIcon } from '../../../components/icons/MdiIcon';
import { useAuthStore } from '../../../core/session/auth-store';
import { isUserAuthority } from '../../../shell/menu-sections';
import type { WidgetProps } from '../../widget-definition';
import { NavigationTile } from './NavigationTile';
import { navigationPlaces } from './navigation-places';
import type { NavigationSettings } from './settings';

/** The "Navigation cards" widget: a card for each entry of the user's side menu the settings let through. */
export function NavigationCards({ config, translate, context }: WidgetProps<NavigationSettings>) {
  const edgesEnabled = useAuthStore((state) => state.edgesSupportEnabled);
  const authority = context?.currentUser.authority;
  if (!isUserAuthority(authority)) return null;
  const places = navigationPlaces(RESOURCES, authority, { edgesEnabled }, config.settings);
  return (
    <Box
      component="nav"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 2, p: 0.5 }}
    >
      {places.map((place) => (
        <NavigationTile
          key={place.id}
          path={place.path}
          name={translate(place.name)}
          icon={<MdiIcon path={place.icon} sx={{ fontSize: 48 }} />}
        />
      ))}
    </Box>
  );
}
