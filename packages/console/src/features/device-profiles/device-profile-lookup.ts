import { registerEntityLookup, searchLink } from '../../components/pickers/entity-lookup';
import { api } from '../../core/http/api';

/**
 * Device profiles for the entity picker: the profile infos, which customer users may read too (contract §6.6). The
 * option's type is the profile's transport type, which the device form needs for the credentials it offers.
 */
registerEntityLookup('DEVICE_PROFILE', {
  findByName: async (text, { limit }) =>
    (await api.deviceProfiles.infos(searchLink(text, limit))).data.map((info) => ({
      id: info.id,
      name: info.name,
      type: info.transportType,
    })),
  get: async (id) => {
    const info = await api.deviceProfiles.info(id);
    return { id: info.id, name: info.name, type: info.transportType };
  },
});
