import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { badRequest } from '../http/errors.js';

// tag values stay text, so an object version "1.0" is not read as the number 1
const parser = new XMLParser({ parseTagValue: false, trimValues: true });

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The first object a DDF file defines: `<LWM2M><Object>…</Object></LWM2M>`. */
function firstObject(xml: string): Record<string, unknown> | null {
  if (XMLValidator.validate(xml) !== true) return null;
  const document = parser.parse(xml) as { LWM2M?: { Object?: unknown } };
  const object = document.LWM2M?.Object;
  const first = Array.isArray(object) ? object[0] : object;
  return typeof first === 'object' && first !== null ? (first as Record<string, unknown>) : null;
}

/**
 * The key and title the platform gives a LwM2M object model from its DDF file: `<ObjectID>_<ObjectVersion>` and
 * `<Name> id=<ObjectID> v<ObjectVersion>`, the version 1.0 when the file has none.
 */
export function lwm2mModelKey(xml: string, fileName: string): { key: string; title: string } {
  const object = firstObject(xml);
  const objectId = text(object?.ObjectID);
  const name = text(object?.Name);
  if (!objectId || !/^\d+$/.test(objectId) || !name) {
    throw badRequest(`Could not parse the XML of objectModel with name ${fileName}`);
  }
  const version = text(object?.ObjectVersion) ?? '1.0';
  return { key: `${objectId}_${version}`, title: `${name} id=${objectId} v${version}` };
}
