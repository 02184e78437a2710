import type { Api } from '@fleetdeck/client';
import { COMPONENT_TYPES, type ComponentDescriptor } from '@fleetdeck/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectPermissionDenied, raw, tokenOf } from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer({ MQTT_PORT: '0' });
let sysadmin: Api;
let tenant: Api;
let customer: Api;

beforeAll(async () => {
  [sysadmin, tenant, customer] = await Promise.all([server.as('sysadmin'), server.as('tenant'), server.as('customer')]);
});

const ENGINE = 'org.thingsboard.rule.engine';
const SAVE_TIMESERIES = `${ENGINE}.telemetry.TbMsgTimeseriesNode`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The filter kinds, in the catalogue's order. */
const FILTERS = [
  'message type switch',
  'script',
  'switch',
  'message type',
  'originator type',
  'originator type switch',
  'check existence fields',
  'check relation',
  'check alarm status',
  'gps geofencing filter',
];

/** The kinds of the other types, in the catalogue's order. */
const ENRICHMENTS = [
  'originator attributes',
  'originator fields',
  'customer attributes',
  'tenant attributes',
  'customer details',
  'tenant details',
  'related attributes',
  'related device attributes',
  'originator telemetry',
  'calculate delta',
];
const TRANSFORMATIONS = [
  'script',
  'change originator',
  'to email',
  'copy keys',
  'rename keys',
  'delete keys',
  'split array msg',
  'json path',
];
const CORE_ACTIONS = [
  'save timeseries',
  'save attributes',
  'log',
  'rpc call request',
  'rpc call reply',
  'device profile',
  'create alarm',
  'clear alarm',
  'assign to customer',
  'unassign from customer',
  'create relation',
  'delete relation',
  'delay (deprecated)',
  'message count',
  'save to custom table',
  'synchronization start',
  'synchronization end',
  'copy to view',
  'gps geofencing events',
  'generator',
  'math function',
  'device state',
  'push to edge',
];
/** The external kinds: the platform's order, which is their listing order in the engine. */
const EXTERNALS = [
  'aws sns',
  'aws sqs',
  'azure iot hub',
  'gcp pubsub',
  'kafka',
  'mqtt',
  'rabbitmq',
  'rest api call',
  'send email',
  'send sms',
];
/** The action kinds made for core rule chains only. */
const CORE_ONLY_ACTIONS = ['save to custom table', 'push to edge'];
const EDGE_ACTIONS = [...CORE_ACTIONS.filter((name) => !CORE_ONLY_ACTIONS.includes(name)), 'push to cloud'];
const FLOWS = ['rule chain', 'output', 'acknowledge', 'checkpoint'];

const names = (components: ComponentDescriptor[]) => components.map((component) => component.name);
const typed = (type: string, list: string[]) => list.map(() => type);

describe('the rule node catalogue', () => {
  it('offers exactly the node kinds the engine runs, by type in the platform order', async () => {
    const components = await tenant.components.list(COMPONENT_TYPES, 'CORE');
    expect(names(components)).toEqual([
      ...ENRICHMENTS,
      ...FILTERS,
      ...TRANSFORMATIONS,
      ...CORE_ACTIONS,
      ...EXTERNALS,
      ...FLOWS,
    ]);
    expect(components.map((component) => component.type)).toEqual([
      ...typed('ENRICHMENT', ENRICHMENTS),
      ...typed('FILTER', FILTERS),
      ...typed('TRANSFORMATION', TRANSFORMATIONS),
      ...typed('ACTION', CORE_ACTIONS),
      ...typed('EXTERNAL', EXTERNALS),
      ...typed('FLOW', FLOWS),
    ]);
  });

  it('describes save timeseries as the 3.4.1 platform does', async () => {
    const component = await tenant.components.byClazz(SAVE_TIMESERIES);
    expect(component).toEqual({
      id: { id: expect.stringMatching(UUID) },
      createdTime: expect.any(Number),
      type: 'ACTION',
      scope: 'TENANT',
      name: 'save timeseries',
      clazz: SAVE_TIMESERIES,
      configurationDescriptor: {
        nodeDefinition: {
          details: expect.stringContaining("Expects messages with 'POST_TELEMETRY_REQUEST' message type."),
          description: 'Saves timeseries data',
          inEnabled: true,
          outEnabled: true,
          relationTypes: ['Success', 'Failure'],
          customRelations: false,
          ruleChainNode: false,
          defaultConfiguration: { defaultTTL: 0, skipLatestPersistence: false, useServerTs: false },
          uiResources: ['static/rulenode/rulenode-core-config.js'],
          configDirective: 'tbActionNodeTimeseriesConfig',
          icon: 'file_upload',
          iconUrl: '',
          docUrl: '',
        },
      },
      actions: null,
    });
  });

  it('gives a kind the same id and time in every answer', async () => {
    const [listed] = await sysadmin.components.list(['FILTER']);
    const single = await sysadmin.components.byClazz(`${ENGINE}.filter.TbMsgTypeSwitchNode`);
    expect(single).toEqual(listed);
    expect(single.configurationDescriptor.nodeDefinition.relationTypes).toHaveLength(31);
    expect(single.configurationDescriptor.nodeDefinition.relationTypes.at(-1)).toBe('Failure');
  });

  it('lists the kinds of one type', async () => {
    expect(names(await tenant.components.byType('FILTER'))).toEqual(FILTERS);
    expect(names(await tenant.components.byType('ENRICHMENT'))).toEqual(ENRICHMENTS);
    expect(names(await tenant.components.byType('ACTION'))).toEqual(CORE_ACTIONS);
    expect(names(await tenant.components.byType('EXTERNAL'))).toEqual(EXTERNALS);
    expect(names(await tenant.components.list(['TRANSFORMATION', 'FLOW']))).toEqual([...TRANSFORMATIONS, ...FLOWS]);
    expect(names(await tenant.components.byType('FLOW'))).toEqual(FLOWS);
  });

  it('takes the types as one comma-separated value or as repeated parameters', async () => {
    const token = tokenOf(tenant);
    const comma = await raw(server, 'GET', '/api/components?componentTypes=FILTER,%20ENRICHMENT', { token });
    const repeated = await raw(server, 'GET', '/api/components?componentTypes=FILTER&componentTypes=ENRICHMENT', {
      token,
    });
    expect(comma.status).toBe(200);
    expect(names(comma.json)).toEqual([...ENRICHMENTS, ...FILTERS]);
    expect(repeated.json).toEqual(comma.json);
  });

  it('offers an edge rule chain the kinds made for edges, and a chain of no type the core kinds', async () => {
    const core = await tenant.components.list(COMPONENT_TYPES, 'CORE');
    // Every core kind but save to custom table and push to edge may be put in an edge rule chain too; push to cloud only there.
    const edge = await tenant.components.list(COMPONENT_TYPES, 'EDGE');
    expect(names(edge)).toEqual([
      ...ENRICHMENTS,
      ...FILTERS,
      ...TRANSFORMATIONS,
      ...EDGE_ACTIONS,
      ...EXTERNALS,
      ...FLOWS,
    ]);
    expect(await tenant.components.list(COMPONENT_TYPES)).toEqual(core);
    expect(names(await tenant.components.byType('ACTION', 'EDGE'))).toEqual(EDGE_ACTIONS);
  });
});

describe('what the catalogue refuses', () => {
  it("answers a class no kind has with 404 Requested item wasn't found!", async () => {
    await expectError(
      tenant.components.byClazz(`${ENGINE}.action.TbNoSuchNode`),
      404,
      32,
      "Requested item wasn't found!",
    );
  });

  it('answers an unknown component type with the enum error', async () => {
    const message = 'No enum constant org.thingsboard.server.common.data.plugin.ComponentType.SENSOR';
    // biome-ignore lint/suspicious/noExplicitAny: the point is a type the model does not allow
    await expectError(tenant.components.byType('SENSOR' as any), 400, 31, message);
    // biome-ignore lint/suspicious/noExplicitAny: as above
    await expectError(tenant.components.list(['FILTER', 'SENSOR' as any]), 400, 31, message);
    const lowerCase = await raw(server, 'GET', '/api/components/action', { token: tokenOf(tenant) });
    expect(lowerCase.status).toBe(400);
    expect(lowerCase.json.message).toBe(
      'No enum constant org.thingsboard.server.common.data.plugin.ComponentType.action',
    );
  });

  it('answers an unknown rule chain type with the enum error', async () => {
    await expectError(
      // biome-ignore lint/suspicious/noExplicitAny: the point is a type the model does not allow
      tenant.components.byType('FILTER', 'CLOUD' as any),
      400,
      31,
      'No enum constant org.thingsboard.server.common.data.rule.RuleChainType.CLOUD',
    );
  });

  it('needs componentTypes, and no empty one', async () => {
    const token = tokenOf(tenant);
    const missing = await raw(server, 'GET', '/api/components?ruleChainType=CORE', { token });
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({
      errorCode: 31,
      message: 'Parameter conditions "componentTypes" not met for actual request parameters: ruleChainType={CORE}',
    });
    await expectError(tenant.components.list([]), 400, 31, "Parameter 'componentTypes' can't be empty!");
  });

  it('is for system and tenant administrators only', async () => {
    await expectPermissionDenied(customer.components.list(COMPONENT_TYPES));
    await expectPermissionDenied(customer.components.byType('ACTION'));
    await expectPermissionDenied(customer.components.byClazz(SAVE_TIMESERIES));
  });
});
