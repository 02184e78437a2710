import { fromJsonText } from '../common/json.js';
import { booleanOf, stringListOf } from './configuration.js';
import type { ContactDetails } from './contact-store.js';
import type { TbMsg } from './message.js';

/** The details a customer or tenant details node may add, as the platform's EntityDetails names them. */
export const ENTITY_DETAILS = [
  'TITLE',
  'COUNTRY',
  'STATE',
  'CITY',
  'ZIP',
  'ADDRESS',
  'ADDRESS2',
  'PHONE',
  'EMAIL',
  'ADDITIONAL_INFO',
] as const;

type EntityDetail = (typeof ENTITY_DETAILS)[number];

/** The configuration both details nodes share: which details, and whether they go into the metadata. */
export interface DetailsSelection {
  details: EntityDetail[];
  addToMetadata: boolean;
}

export function detailsSelectionOf(configuration: Record<string, unknown>): DetailsSelection {
  const known = new Set<string>(ENTITY_DETAILS);
  return {
    details: stringListOf(configuration.detailsList).filter((detail): detail is EntityDetail => known.has(detail)),
    addToMetadata: booleanOf(configuration.addToMetadata, false),
  };
}

/** One detail's property name (without prefix) and value; null when the entity has none. */
function detailOf(contact: ContactDetails, detail: EntityDetail): [string, string] | null {
  switch (detail) {
    case 'TITLE':
      return ['title', contact.title];
    case 'ADDITIONAL_INFO': {
      // Only the description of the additional info is added, as text.
      const info = fromJsonText<Record<string, unknown>>(contact.additionalInfo);
      const description = info && typeof info === 'object' ? info.description : undefined;
      if (description === undefined || description === null) return null;
      return ['additionalInfo', typeof description === 'string' ? description : JSON.stringify(description)];
    }
    default: {
      const name = detail.toLowerCase() as Exclude<Lowercase<EntityDetail>, 'title' | 'additional_info'>;
      const value = contact[name];
      return value === null || value === undefined ? null : [name, value];
    }
  }
}

/**
 * The message with the selected details of the entity added under `<prefix><name>`: to the data (which must be a
 * JSON object), or to the metadata when asked. Throws when the data is not an object.
 */
export function addDetails(msg: TbMsg, contact: ContactDetails, selection: DetailsSelection, prefix: string): TbMsg {
  const added: Record<string, string> = {};
  for (const detail of selection.details) {
    const found = detailOf(contact, detail);
    if (found) added[`${prefix}${found[0]}`] = found[1];
  }
  if (selection.addToMetadata) return { ...msg, metadata: { ...msg.metadata, ...added } };
  const data: unknown = JSON.parse(msg.data);
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new Error(`Not a JSON Object: ${msg.data}`);
  }
  return { ...msg, data: JSON.stringify({ ...data, ...added }) };
}
