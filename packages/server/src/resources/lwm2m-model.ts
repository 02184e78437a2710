import { badRequest } from '../http/errors.js';

function element(xml: string, name: string): string | null {
  const match = new RegExp(`<${name}>\\s*([^<]*?)\\s*</${name}>`).exec(xml);
  return match ? match[1] : null;
}

/**
 * The key and title the platform gives a LwM2M object model from its DDF file: `<ObjectID>_<ObjectVersion>` and
 * `<Name> id=<ObjectID> v<ObjectVersion>`, the version 1.0 when the file has none.
 */
export function lwm2mModelKey(xml: string, fileName: string): { key: string; title: string } {
  const objectId = element(xml, 'ObjectID');
  const name = element(xml, 'Name');
  if (!objectId || !/^\d+$/.test(objectId) || !name) {
    throw badRequest(`Could not parse the XML of objectModel with name ${fileName}`);
  }
  const version = element(xml, 'ObjectVersion') || '1.0';
  return { key: `${objectId}_${version}`, title: `${name} id=${objectId} v${version}` };
}
