import type { ComponentType, RuleChainType } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors.js';
import { type RuleNodeKind, success } from '../rule-engine/node.js';
import { RULE_NODE_KINDS } from '../rule-engine/nodes/index.js';
import { componentCatalogue, toComponentDescriptor } from './service.js';

function kind(name: string, type: ComponentType, ruleChainTypes: RuleChainType[]): RuleNodeKind {
  return {
    descriptor: {
      type,
      name,
      clazz: `org.example.${name}`,
      scope: 'TENANT',
      ruleChainTypes,
      configurationDescriptor: {
        nodeDefinition: {
          details: name,
          description: name,
          inEnabled: true,
          outEnabled: true,
          relationTypes: ['Success', 'Failure'],
          customRelations: false,
          ruleChainNode: false,
          defaultConfiguration: {},
          uiResources: [],
          configDirective: '',
          icon: '',
          iconUrl: '',
          docUrl: '',
        },
      },
    },
    create: () => (msg) => success(msg),
  };
}

const catalogue = componentCatalogue([
  kind('SaveToCustomTable', 'ACTION', ['CORE']),
  kind('PushToCloud', 'ACTION', ['EDGE']),
  kind('Switch', 'FILTER', ['CORE', 'EDGE']),
  kind('Delay', 'ACTION', ['CORE', 'EDGE']),
]);

const names = (list: { name: string }[]) => list.map((component) => component.name);

describe('the component catalogue', () => {
  it('lists the asked types in the platform enum order, each in the order of the list of kinds', () => {
    expect(names(catalogue.list(['ACTION', 'FILTER'], 'CORE'))).toEqual(['Switch', 'SaveToCustomTable', 'Delay']);
  });

  it('offers an edge rule chain only the kinds made for edges', () => {
    expect(names(catalogue.list(['ACTION', 'FILTER'], 'EDGE'))).toEqual(['Switch', 'PushToCloud', 'Delay']);
  });

  it('lists nothing for a type no kind has', () => {
    expect(catalogue.list(['EXTERNAL'], 'CORE')).toEqual([]);
  });

  it('finds a kind by its class and answers an unknown class with 404', () => {
    expect(catalogue.get('org.example.Delay').name).toBe('Delay');
    expect(() => catalogue.get('org.example.Missing')).toThrow(ApiError);
    expect(() => catalogue.get('org.example.Missing')).toThrow("Requested item wasn't found!");
  });

  it('gives each kind the same id on every start, and distinct kinds distinct ids', () => {
    const [first, second] = RULE_NODE_KINDS as [RuleNodeKind, RuleNodeKind];
    expect(toComponentDescriptor(first)).toEqual(toComponentDescriptor(first));
    expect(toComponentDescriptor(first).id.id).not.toBe(toComponentDescriptor(second).id.id);
    expect(toComponentDescriptor(first).id.id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
