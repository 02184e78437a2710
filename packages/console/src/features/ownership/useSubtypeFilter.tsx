import { EntitySubtypeSelect } from '../../components/pickers/EntitySubtypeSelect';
import type { SubtypeEntityType } from '../../components/pickers/entity-types';
import { useUrlParams } from '../../core/routing/url-params';

const TYPE_PARAM = 'type';

/** A list's type filter, kept in the URL like the rest of the list state. */
export function useSubtypeFilter(entityType: SubtypeEntityType) {
  const [params, setParams] = useUrlParams();
  const type = params.get(TYPE_PARAM);
  const filter = (
    <EntitySubtypeSelect
      entityType={entityType}
      value={type}
      onChange={(next) => setParams({ [TYPE_PARAM]: next, page: null })}
    />
  );
  return { type, filter };
}
