import { COMPONENT_TYPES, NULL_UUID } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { FAILURE, type RuleNodeKind } from '../node.js';
import { indexByClazz } from '../node-registry.js';
import { RULE_NODE_KINDS } from './index.js';

const kindName = (kind: RuleNodeKind) => kind.descriptor.name;

describe('the rule node kinds the engine runs', () => {
  it('names every class once', () => {
    const classes = RULE_NODE_KINDS.map((kind) => kind.descriptor.clazz);
    expect(new Set(classes).size).toBe(classes.length);
    expect(indexByClazz(RULE_NODE_KINDS).size).toBe(RULE_NODE_KINDS.length);
  });

  it('refuses a list that names a class twice', () => {
    const [first] = RULE_NODE_KINDS as [RuleNodeKind];
    expect(() => indexByClazz([first, { ...first }])).toThrow(
      `Rule node kind ${first.descriptor.clazz} is listed twice`,
    );
  });

  it.each(RULE_NODE_KINDS.map((kind) => [kindName(kind), kind] as const))(
    '%s makes a node from its own default configuration',
    (_name, kind) => {
      const { defaultConfiguration } = kind.descriptor.configurationDescriptor.nodeDefinition;
      const process = kind.create({
        id: NULL_UUID,
        ruleChainId: NULL_UUID,
        type: kind.descriptor.clazz,
        name: kind.descriptor.name,
        configuration: structuredClone(defaultConfiguration),
      });
      expect(process).toBeTypeOf('function');
    },
  );

  it.each(RULE_NODE_KINDS.map((kind) => [kindName(kind), kind] as const))(
    '%s declares what the platform publishes for every node',
    (_name, kind) => {
      const { descriptor } = kind;
      const definition = descriptor.configurationDescriptor.nodeDefinition;
      expect(COMPONENT_TYPES).toContain(descriptor.type);
      expect(descriptor.clazz).toMatch(/^org\.thingsboard\.rule\.engine\.[\w.]+\.\w+$/);
      expect(descriptor.scope).toBe('TENANT');
      expect(descriptor.ruleChainTypes.length).toBeGreaterThan(0);
      // The platform appends Failure to every node's relation types.
      expect(definition.relationTypes).toContain(FAILURE);
      expect(new Set(definition.relationTypes).size).toBe(definition.relationTypes.length);
      expect(definition.description).not.toBe('');
      expect(definition.details).not.toBe('');
      expect(definition.configDirective).not.toBe('');
    },
  );
});
