import type { LwM2mObject, LwM2mResourceObserve } from '@fleetdeck/model';
import { XMLParser, XMLValidator } from 'fast-xml-parser';

// Tag values stay text (a version "1.0" is no number); the resources' `ID` is an attribute.
const parser = new XMLParser({
  parseTagValue: false,
  trimValues: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
});

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

/** The platform's key of a resource's value: its name in lower camel case (`Model Number` is `modelNumber`). */
export function lwm2mKeyName(name: string): string {
  const words = name.split(/[\s_\-/.,()]+/).filter(Boolean);
  return words
    .map((word, index) => {
      const lower = word.toLowerCase();
      return index === 0 ? lower : lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join('');
}

/**
 * The object a DDF file defines, as the platform lists it for the device profile: its readable resources (those
 * whose operations include R) in one instance 0, none observed yet. A model without a readable resource is left out.
 */
export function lwm2mObject(xml: string, keyId: string): LwM2mObject | null {
  if (XMLValidator.validate(xml) !== true) return null;
  const document = parser.parse(xml) as { LWM2M?: { Object?: unknown } };
  const object = list(document.LWM2M?.Object)[0] as Record<string, unknown> | undefined;
  const id = Number(text(object?.ObjectID));
  if (!object || !Number.isInteger(id)) return null;
  const items = list((object.Resources as { Item?: unknown } | undefined)?.Item) as Record<string, unknown>[];
  const resources: LwM2mResourceObserve[] = items
    .filter((item) => text(item.Operations).includes('R'))
    .map((item) => {
      const name = text(item.Name);
      return {
        id: Number(text(item.ID)),
        name,
        observe: false,
        attribute: false,
        telemetry: false,
        keyName: lwm2mKeyName(name),
      };
    })
    .sort((a, b) => a.id - b.id);
  if (resources.length === 0) return null;
  return {
    id,
    keyId,
    name: text(object.Name),
    multiple: text(object.MultipleInstances) === 'Multiple',
    mandatory: text(object.Mandatory) === 'Mandatory',
    instances: [{ id: 0, resources }],
  };
}

// Java's String.compareTo, which the platform sorts names with.
const codeUnitOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The platform's order of the list: by name when asked, else by object id; DESC reverses it. */
export function sortLwm2mObjects(
  objects: LwM2mObject[],
  sortProperty: string | undefined,
  sortOrder: string | undefined,
) {
  const byName = sortProperty === 'name';
  const sorted = [...objects].sort((a, b) => (byName ? codeUnitOrder(a.name, b.name) : a.id - b.id));
  return sortOrder === 'DESC' ? sorted.reverse() : sorted;
}
