import { AnyJson, BodyObject, NullableString } from '../http/schemas.js';

export const BulkImportBody = BodyObject(
  { file: NullableString({ description: 'The CSV text' }), mapping: AnyJson },
  'A CSV file and how its columns map to fields, attributes and credentials',
);
