import { ALARM_DYNAMIC_SOURCES, type DynamicValueSourceType } from '@fleetdeck/model';
import { createContext } from 'react';

/**
 * Where a predicate's dynamic value may come from. Alarm rules read the device's own attributes; a dashboard
 * filter's entity query knows the signed-in user instead, so its editor provides its own list.
 */
export const DynamicSourcesContext = createContext<readonly DynamicValueSourceType[]>(ALARM_DYNAMIC_SOURCES);
