import { describe, expect, it } from 'vitest';
import { EntityIdBody, EntityParams, PageLinkQuery, UuidParams } from './schemas.js';
import { schemaFailureMessage } from './validation-message.js';

const issue = (keyword: string, schemaPath: string, params: Record<string, unknown> = {}, instancePath = '') => ({
  keyword,
  schemaPath,
  params,
  instancePath,
  message: keyword === 'type' ? 'must be string' : undefined,
});

describe('schemaFailureMessage', () => {
  it('names the Java type of a missing query parameter', () => {
    expect(
      schemaFailureMessage(
        issue('required', '#/required', { missingProperty: 'pageSize' }),
        'querystring',
        PageLinkQuery,
        {},
      ),
    ).toBe("Required request parameter 'pageSize' for method parameter type int is not present");
  });

  it('answers a malformed UUID in the path with the Java parser’s text', () => {
    expect(
      schemaFailureMessage(
        issue('pattern', '#/properties/deviceId/pattern', {}, '/deviceId'),
        'params',
        UuidParams('deviceId'),
        {
          deviceId: 'x1',
        },
      ),
    ).toBe('Invalid UUID string: x1');
  });

  it('answers an unknown entity type with the enum text', () => {
    expect(
      schemaFailureMessage(issue('enum', '#/properties/entityType/enum', {}, '/entityType'), 'params', EntityParams, {
        entityType: 'GADGET',
      }),
    ).toBe('No enum constant org.thingsboard.server.common.data.EntityType.GADGET');
  });

  it('answers an entity id field that is not an object as the id deserializer does', () => {
    const body = { type: 'object', properties: { customerId: EntityIdBody } };
    expect(
      schemaFailureMessage(issue('type', '#/properties/customerId/type', {}, '/customerId'), 'body', body, {}),
    ).toBe('Missing entityType or id!');
  });

  it('names the field of any other body failure', () => {
    const body = { type: 'object', properties: { name: { type: 'string' } } };
    expect(schemaFailureMessage(issue('type', '#/properties/name/type', {}, '/name'), 'body', body, {})).toBe(
      'Validation error: name must be string',
    );
    expect(schemaFailureMessage(issue('type', '#/type'), 'body', body, {})).toBe(
      'Validation error: request body must be string',
    );
  });
});
