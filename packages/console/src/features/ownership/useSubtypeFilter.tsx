import { useSearchParams } from 'react-router';
import { EntitySubtypeSelect } from '../../components/pickers/EntitySubtypeSelect';
import type { SubtypeEntityType } from '../../components/pickers/entity-types';

const TYPE_PARAM = 'type';

/** A list's type filter, kept in the URL like the rest of the list state. */
export function useSubtypeFilter(entityType: SubtypeEntityType) {
  const [params, setParams] = useSearchParams();
  const type = params.get(TYPE_PARAM);
  const filter = (
    <EntitySubtypeSelect
      entityType={entityType}
      value={type}
      onChange={(next) =>
        setParams(
          (current) => {
            const updated = new URLSearchParams(current);
            if (next) updated.set(TYPE_PARAM, next);
            else updated.delete(TYPE_PARAM);
            updated.delete('page');
            return updated;
          },
          { replace: true },
        )
      }
    />
  );
  return { type, filter };
}
