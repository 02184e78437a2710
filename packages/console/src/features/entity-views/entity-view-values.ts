import type { EntityId, EntityView, EntityViewKeys } from '@fleetdeck/model';
import { z } from 'zod';
import { descriptionOf } from '../../entities/form-values';

export type EntityViewTargetType = 'DEVICE' | 'ASSET';

/** The kinds an entity view can show (a device's or an asset's data). */
export const ENTITY_VIEW_TARGET_TYPES: readonly EntityViewTargetType[] = ['DEVICE', 'ASSET'];

export const entityViewSchema = z
  .object({
    name: z.string().trim().min(1, 'entity-view.name-required').max(255, 'entity-view.name-max-length'),
    type: z.string().trim().min(1, 'entity-view.entity-view-type-required').max(255, 'entity-view.type-max-length'),
    targetType: z.enum(['DEVICE', 'ASSET']),
    targetId: z.string().nullable(),
    timeseries: z.array(z.string()),
    clientAttributes: z.array(z.string()),
    sharedAttributes: z.array(z.string()),
    serverAttributes: z.array(z.string()),
    startTimeMs: z.number().nullable(),
    endTimeMs: z.number().nullable(),
    description: z.string(),
  })
  .superRefine((values, context) => {
    if (!values.targetId)
      context.addIssue({
        code: 'custom',
        path: ['targetId'],
        message: values.targetType === 'DEVICE' ? 'device.device-required' : 'asset.asset-required',
      });
    if (values.startTimeMs && values.endTimeMs && values.endTimeMs <= values.startTimeMs)
      context.addIssue({ code: 'custom', path: ['endTimeMs'], message: 'entity-view.end-time-before-start' });
  });

export type EntityViewValues = z.input<typeof entityViewSchema>;

const EMPTY_KEYS: EntityViewKeys = { timeseries: [], attributes: { cs: [], ss: [], sh: [] } };

export function entityViewValues(view: EntityView | null): EntityViewValues {
  const keys = view?.keys ?? EMPTY_KEYS;
  return {
    name: view?.name ?? '',
    type: view?.type ?? '',
    targetType: view?.entityId.entityType === 'ASSET' ? 'ASSET' : 'DEVICE',
    targetId: view?.entityId.id ?? null,
    timeseries: keys.timeseries ?? [],
    clientAttributes: keys.attributes?.cs ?? [],
    sharedAttributes: keys.attributes?.sh ?? [],
    serverAttributes: keys.attributes?.ss ?? [],
    // The platform stores 0 for "no limit".
    startTimeMs: view?.startTimeMs || null,
    endTimeMs: view?.endTimeMs || null,
    description: descriptionOf(view?.additionalInfo),
  };
}

/** The entity view a form's values describe, over the one being edited. */
export function entityViewDraft(view: EntityView | null, values: EntityViewValues): Partial<EntityView> {
  return {
    ...view,
    name: values.name.trim(),
    type: values.type.trim(),
    entityId: { entityType: values.targetType, id: values.targetId ?? '' } as EntityId<EntityViewTargetType>,
    keys: {
      timeseries: values.timeseries,
      attributes: { cs: values.clientAttributes, ss: values.serverAttributes, sh: values.sharedAttributes },
    },
    startTimeMs: values.startTimeMs ?? 0,
    endTimeMs: values.endTimeMs ?? 0,
    additionalInfo: { ...view?.additionalInfo, description: values.description },
  };
}
