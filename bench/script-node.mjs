import { performance } from 'node:perf_hooks';
import * as tbJsFilterNode from '../packages/server/dist/rule-engine/nodes/tb-js-filter-node.js';
import * as tbTransformMsgNode from '../packages/server/dist/rule-engine/nodes/tb-transform-msg-node.js';
import { CompiledScript } from '../packages/server/dist/rule-engine/script/sandbox.js';
import { report, round } from './lib/report.mjs';

/**
 * Issue 11's script figure: rule node script executions per second in the QuickJS sandbox, each compiled once per
 * node configuration and run on a device's telemetry message (parse data and metadata, call, stringify the result).
 * Measured in-process on the compiled script and through the filter and transformation nodes; the compile cost of
 * one script is reported too.
 */
const RUNS = 50_000;
const COMPILES = 200;

const message = (i) => ({
  id: '13814000-1dd2-11b2-8080-808080808080',
  ts: Date.now(),
  type: 'POST_TELEMETRY_REQUEST',
  originator: { entityType: 'DEVICE', id: '13814000-1dd2-11b2-8080-808080808080' },
  tenantId: '13814000-1dd2-11b2-8080-808080808080',
  customerId: '13814000-1dd2-11b2-8080-808080808080',
  metadata: { deviceName: `Bench device ${i % 100}`, deviceType: 'default', ts: String(Date.now()) },
  data: `{"temperature":${20 + (i % 100) / 10},"humidity":${40 + (i % 30)},"state":"${i % 2 ? 'on' : 'off'}"}`,
});

/** Elapsed and CPU ms of `count` runs (the machine is shared, so CPU time tells the cost better than the clock). */
async function measure(count, operation) {
  const start = performance.now();
  const cpu = process.cpuUsage();
  for (let i = 0; i < count; i++) await operation(i);
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - start, cpuMs: (used.user + used.system) / 1000 };
}

const figures = (count, { ms, cpuMs }) => ({
  executions: count,
  executionsPerSecond: round(count / (ms / 1000)),
  executionsPerCpuSecond: round(count / (cpuMs / 1000)),
  meanMicroseconds: round((ms * 1000) / count),
});

// Warm the WebAssembly module up, so the first figure does not carry its loading.
(await CompiledScript.compile('return true;')).value.dispose();

const compiles = await measure(COMPILES, async () => {
  const compiled = await CompiledScript.compile(
    tbJsFilterNode.descriptor.configurationDescriptor.nodeDefinition.defaultConfiguration.jsScript,
  );
  compiled.value.dispose();
});
report('script-node', {
  path: 'CompiledScript.compile (runtime, context, wrapped filter script)',
  compiles: COMPILES,
  compilesPerSecond: round(COMPILES / (compiles.ms / 1000)),
  meanMicroseconds: round((compiles.ms * 1000) / COMPILES),
});

const compiled = (await CompiledScript.compile('return msg.temperature > 25 && metadata.deviceType === "default";'))
  .value;
const direct = await measure(RUNS, (i) => {
  const { data, metadata, type } = message(i);
  const outcome = compiled.run({ data, metadata, type });
  if (!outcome.ok) throw outcome.error;
});
compiled.dispose();
report('script-node', { path: 'CompiledScript.run (filter script)', ...figures(RUNS, direct) });

const node = (kind, jsScript) =>
  kind.create({
    id: 'bench',
    ruleChainId: 'bench',
    type: kind.descriptor.clazz,
    name: 'bench',
    configuration: { jsScript },
  });
const context = { app: {}, node: {}, tellLater: () => {} };

const filter = node(tbJsFilterNode, 'return msg.temperature > 25;');
const filtered = await measure(RUNS, async (i) => {
  const result = await filter(message(i), context);
  if (result.relation === 'Failure') throw result.error;
});
report('script-node', { path: 'script filter node', ...figures(RUNS, filtered) });

const transform = node(
  tbTransformMsgNode,
  "metadata.unit = 'F'; return {msg: {temperature: msg.temperature * 9 / 5 + 32, humidity: msg.humidity}, metadata: metadata};",
);
const transformed = await measure(RUNS, async (i) => {
  const [result] = await transform(message(i), context);
  if (result.relation === 'Failure') throw result.error;
});
report('script-node', { path: 'script transformation node', ...figures(RUNS, transformed) });
