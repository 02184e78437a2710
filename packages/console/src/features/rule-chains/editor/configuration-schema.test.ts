import { describe, expect, it } from 'vitest';
import { configurationSchema, configurationUiSchema, fieldTitle, missingRequired } from './configuration-schema';
import { SCRIPT_NODES } from './script-nodes';

describe("a node's configuration form", () => {
  it('has one field per key of the default configuration, typed by its value', () => {
    const schema = configurationSchema(
      {
        inputValueKey: 'pulseCounter',
        useCache: true,
        round: null,
        periodInMs: 1000,
        messageTypes: ['POST_TELEMETRY_REQUEST'],
        headers: { 'Content-Type': 'application/json' },
      },
      {},
    );
    expect(schema.properties).toEqual({
      inputValueKey: { type: ['string', 'null'], title: 'Input value key' },
      useCache: { type: 'boolean', title: 'Use cache' },
      round: { type: ['string', 'null'], title: 'Round' },
      periodInMs: { type: 'number', title: 'Period in ms' },
      messageTypes: { type: 'array', title: 'Message types', items: { type: ['string', 'null'], title: '' } },
      headers: { type: 'object', title: 'Headers', additionalProperties: { type: 'string' } },
    });
    expect(schema.required).toEqual(['periodInMs']);
  });

  it("takes the type of an empty default from the node's own value and keeps the node's extra keys", () => {
    const schema = configurationSchema({ round: null }, { round: 2, legacyKey: 'x' });
    expect(schema.properties).toEqual({
      round: { type: 'number', title: 'Round' },
      legacyKey: { type: ['string', 'null'], title: 'Legacy key' },
    });
  });

  it('edits the script of a script node in the script editor', () => {
    const filter = SCRIPT_NODES['org.thingsboard.rule.engine.filter.TbJsFilterNode'];
    expect(configurationUiSchema(filter).jsScript).toEqual({
      'ui:widget': 'script',
      'ui:options': { scriptKind: filter.kind },
    });
    expect(configurationUiSchema(undefined)).toEqual({ 'ui:submitButtonOptions': { norender: true } });
  });

  it('titles a field from its camel-case key', () => {
    expect(fieldTitle('alarmDetailsBuildJs')).toBe('Alarm details build js');
  });

  it('finds the numbers left empty, nested ones too, and nothing else', () => {
    const schema = configurationSchema(
      { port: 1883, clientId: null, relationsQuery: { maxLevel: 1, direction: 'FROM' } },
      {},
    );
    const message = (field: string) => `${field} is required.`;
    expect(
      missingRequired(schema, { port: 1883, clientId: null, relationsQuery: { maxLevel: 1 } }, message),
    ).toBeNull();
    expect(missingRequired(schema, { clientId: 'x', relationsQuery: {} }, message)).toEqual({
      port: { __errors: ['Port is required.'] },
      relationsQuery: { maxLevel: { __errors: ['Max level is required.'] } },
    });
  });
});
