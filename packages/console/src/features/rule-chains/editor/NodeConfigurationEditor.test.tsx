import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ComponentDescriptor } from '@fleetdeck/model';
import { act, fireEvent, screen } from '@testing-library/react';
import { createRef, type RefObject, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { fieldTitle } from './configuration-schema';
import { NODE_FORMS, type NodeFormHandle } from './forms';
import { NodeConfigurationEditor } from './NodeConfigurationEditor';
import { SCRIPT_NODES } from './script-nodes';

interface CatalogueNode {
  type: string;
  name: string;
  clazz: string;
  defaultConfiguration: Record<string, unknown> | null;
  relationTypesDeclared: string[];
}

const catalogue: { nodes: CatalogueNode[] } = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../../../../fixtures/tb-3.4.1/rule-nodes.json'), 'utf8'),
);

const descriptorOf = (node: CatalogueNode) =>
  ({
    type: node.type,
    name: node.name,
    clazz: node.clazz,
    configurationDescriptor: {
      nodeDefinition: {
        defaultConfiguration: node.defaultConfiguration ?? {},
        relationTypes: node.relationTypesDeclared,
      },
    },
  }) as unknown as ComponentDescriptor;

/** Every kind of the platform's catalogue whose configuration has no hand-made form, and so gets the generated one. */
const GENERATED = catalogue.nodes.filter((node) => !NODE_FORMS[node.clazz] && node.defaultConfiguration);

/** The editor as the node dialog holds it: each change becomes the configuration it is given next. */
function Harness({ node, initial, onChange, handle }: HarnessProps) {
  const [configuration, setConfiguration] = useState(initial);
  return (
    <NodeConfigurationEditor
      descriptor={descriptorOf(node)}
      configuration={configuration}
      onChange={(next) => {
        setConfiguration(next);
        onChange(next);
      }}
      handle={handle}
    />
  );
}

interface HarnessProps {
  node: CatalogueNode;
  initial: Record<string, unknown>;
  onChange(configuration: Record<string, unknown>): void;
  handle: RefObject<NodeFormHandle | null>;
}

async function renderEditor(node: CatalogueNode, configuration = node.defaultConfiguration ?? {}) {
  const onChange = vi.fn();
  const handle = createRef<NodeFormHandle>();
  await renderWithProviders(<Harness node={node} initial={configuration} onChange={onChange} handle={handle} />);
  return { onChange, handle };
}

const node = (name: string) => {
  const found = catalogue.nodes.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no node "${name}" in the catalogue`);
  return found;
};

// the generated forms and their validator take a while to render on a busy machine
describe('the generated configuration form of each catalogue node', { timeout: 60_000 }, () => {
  it('covers the kinds without a hand-made form', () => {
    expect(GENERATED.length).toBeGreaterThan(40);
  });

  it.each(GENERATED.map((entry) => [entry.name, entry] as const))(
    '%s shows a field for each key of its default configuration',
    async (_name, entry) => {
      await renderEditor(entry);
      const script = SCRIPT_NODES[entry.clazz]?.field;
      for (const key of Object.keys(entry.defaultConfiguration ?? {})) {
        if (key === script) continue;
        expect(screen.getAllByText(fieldTitle(key)).length, key).toBeGreaterThan(0);
      }
    },
  );

  it('hands out a text edit with every other key kept as the platform shaped it', async () => {
    const delay = node('delay (deprecated)');
    const { onChange } = await renderEditor(delay);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Period in seconds' }), { target: { value: '30' } });
    const edited = onChange.mock.lastCall?.[0];
    expect(edited).toEqual({ ...delay.defaultConfiguration, periodInSeconds: 30 });
  });

  it('keeps keys a saved node has beyond its kind’s defaults, with their values', async () => {
    const save = node('save timeseries');
    const saved = { ...save.defaultConfiguration, retentionHint: 'keep a year' };
    const { onChange } = await renderEditor(save, saved);
    expect(screen.getByRole('textbox', { name: 'Retention hint' })).toHaveProperty('value', 'keep a year');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Skip latest persistence' }));
    expect(onChange.mock.lastCall?.[0]).toEqual({ ...saved, skipLatestPersistence: true });
  });

  it('edits a list of texts, as the message type filter’s types', async () => {
    const filter = node('message type');
    const { onChange } = await renderEditor(filter);
    const types = filter.defaultConfiguration?.messageTypes as string[];
    const first = screen.getAllByRole('textbox')[0];
    expect(first).toHaveProperty('value', types[0]);
    fireEvent.change(first, { target: { value: 'ATTRIBUTES_UPDATED' } });
    expect(onChange.mock.lastCall?.[0]).toEqual({ messageTypes: ['ATTRIBUTES_UPDATED', ...types.slice(1)] });
  });

  it('refuses an emptied number the platform fills by default, and says which', async () => {
    const delay = node('delay (deprecated)');
    const { handle } = await renderEditor(delay);
    expect(await handle.current?.configuration()).toEqual(delay.defaultConfiguration);

    fireEvent.change(screen.getByRole('spinbutton', { name: 'Max pending msgs' }), { target: { value: '' } });

    expect(await act(() => handle.current?.configuration())).toBeNull();
    expect(await screen.findByText('Max pending msgs is required.')).toBeTruthy();
  });
});
