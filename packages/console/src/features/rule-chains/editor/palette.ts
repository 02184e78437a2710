import type { ComponentDescriptor } from '@fleetdeck/model';
import { PALETTE_TYPES } from './node-style';

export interface PaletteSection {
  type: (typeof PALETTE_TYPES)[number];
  components: ComponentDescriptor[];
}

/**
 * The palette: the node kinds grouped by type in the platform's order, keeping the catalogue's order within a type,
 * narrowed to the names that contain the search text; a section the search leaves empty is left out.
 */
export function paletteSections(components: readonly ComponentDescriptor[], search: string): PaletteSection[] {
  const text = search.trim().toLowerCase();
  return PALETTE_TYPES.map((type) => ({
    type,
    components: components.filter(
      (component) => component.type === type && (!text || component.name.toLowerCase().includes(text)),
    ),
  })).filter((section) => section.components.length > 0);
}

/** The drag data type of a palette item: the node kind's class name. */
export const PALETTE_DRAG_TYPE = 'application/x-fleetdeck-rule-node';
