import type { ComponentDescriptor } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { paletteSections } from './palette';

const component = (name: string, type: ComponentDescriptor['type']) => ({ name, type }) as ComponentDescriptor;
const catalogue = [
  component('originator attributes', 'ENRICHMENT'),
  component('script', 'FILTER'),
  component('switch', 'FILTER'),
  component('log', 'ACTION'),
  component('rule chain', 'FLOW'),
];

describe('the node palette', () => {
  it('groups the kinds by type in the platform order, filter first', () => {
    expect(paletteSections(catalogue, '').map((s) => [s.type, s.components.map((c) => c.name)])).toEqual([
      ['FILTER', ['script', 'switch']],
      ['ENRICHMENT', ['originator attributes']],
      ['ACTION', ['log']],
      ['FLOW', ['rule chain']],
    ]);
  });

  it('narrows to the names containing the search and drops the sections left empty', () => {
    expect(paletteSections(catalogue, ' LO ').map((s) => [s.type, s.components.map((c) => c.name)])).toEqual([
      ['ACTION', ['log']],
    ]);
  });
});
