import { createRequire } from 'node:module';
import type { MathJsInstance } from 'mathjs';

/** The operations of TbRuleNodeMathFunctionType, with how many arguments each takes. */
const OPERATIONS: Record<string, { args: number; apply: (x: number[]) => number }> = {
  ADD: { args: 2, apply: ([a = 0, b = 0]) => a + b },
  SUB: { args: 2, apply: ([a = 0, b = 0]) => a - b },
  MULT: { args: 2, apply: ([a = 0, b = 0]) => a * b },
  DIV: { args: 2, apply: ([a = 0, b = 0]) => a / b },
  SIN: { args: 1, apply: ([a = 0]) => Math.sin(a) },
  SINH: { args: 1, apply: ([a = 0]) => Math.sinh(a) },
  COS: { args: 1, apply: ([a = 0]) => Math.cos(a) },
  COSH: { args: 1, apply: ([a = 0]) => Math.cosh(a) },
  TAN: { args: 1, apply: ([a = 0]) => Math.tan(a) },
  TANH: { args: 1, apply: ([a = 0]) => Math.tanh(a) },
  ACOS: { args: 1, apply: ([a = 0]) => Math.acos(a) },
  ASIN: { args: 1, apply: ([a = 0]) => Math.asin(a) },
  ATAN: { args: 1, apply: ([a = 0]) => Math.atan(a) },
  ATAN2: { args: 2, apply: ([a = 0, b = 0]) => Math.atan2(a, b) },
  EXP: { args: 1, apply: ([a = 0]) => Math.exp(a) },
  EXPM1: { args: 1, apply: ([a = 0]) => Math.expm1(a) },
  SQRT: { args: 1, apply: ([a = 0]) => Math.sqrt(a) },
  CBRT: { args: 1, apply: ([a = 0]) => Math.cbrt(a) },
  GET_EXP: { args: 1, apply: ([a = 0]) => (a === 0 || !Number.isFinite(a) ? 0 : Math.floor(Math.log2(Math.abs(a)))) },
  HYPOT: { args: 2, apply: ([a = 0, b = 0]) => Math.hypot(a, b) },
  LOG: { args: 1, apply: ([a = 0]) => Math.log(a) },
  LOG10: { args: 1, apply: ([a = 0]) => Math.log10(a) },
  LOG1P: { args: 1, apply: ([a = 0]) => Math.log1p(a) },
  CEIL: { args: 1, apply: ([a = 0]) => Math.ceil(a) },
  FLOOR: { args: 1, apply: ([a = 0]) => Math.floor(a) },
  FLOOR_DIV: { args: 2, apply: ([a = 0, b = 0]) => Math.floor(Math.trunc(a) / Math.trunc(b)) },
  FLOOR_MOD: { args: 2, apply: ([a = 0, b = 0]) => Math.trunc(a) - Math.floor(Math.trunc(a) / Math.trunc(b)) * b },
  ABS: { args: 1, apply: ([a = 0]) => Math.abs(a) },
  MIN: { args: 2, apply: ([a = 0, b = 0]) => Math.min(a, b) },
  MAX: { args: 2, apply: ([a = 0, b = 0]) => Math.max(a, b) },
  POW: { args: 2, apply: ([a = 0, b = 0]) => a ** b },
  SIGNUM: { args: 1, apply: ([a = 0]) => Math.sign(a) },
  RAD: { args: 1, apply: ([a = 0]) => (a * Math.PI) / 180 },
  DEG: { args: 1, apply: ([a = 0]) => (a * 180) / Math.PI },
};

export const MATH_OPERATIONS = [...Object.keys(OPERATIONS), 'CUSTOM'];

/**
 * A mathjs of its own whose expressions can only compute: the functions that would let an expression define units,
 * parse or evaluate further expressions or import functions are replaced by ones that refuse, so a custom function
 * reaches nothing but numbers and the arguments it is given. Loading mathjs takes the better part of a second of CPU,
 * so it is loaded with the first custom function (when a chain that has one starts), not with every server.
 */
let compileCustom: MathJsInstance['compile'] | undefined;
function customCompiler(): MathJsInstance['compile'] {
  if (compileCustom) return compileCustom;
  const { all, create } = createRequire(import.meta.url)('mathjs') as typeof import('mathjs');
  const math = create(all);
  // taken before the expressions' own compile is replaced below
  const compile = math.compile;
  const refuse = () => {
    throw new Error('Function is not allowed in a custom function');
  };
  math.import(
    {
      import: refuse,
      createUnit: refuse,
      evaluate: refuse,
      parse: refuse,
      compile: refuse,
      simplify: refuse,
      derivative: refuse,
      resolve: refuse,
      reviver: refuse,
    },
    { override: true },
  );
  compileCustom = compile;
  return compile;
}

/** A math function of the node: its arguments (by name, in order) in, a number out; throws what the platform says. */
export type MathFunction = (args: readonly { name: string; value: number }[]) => number;

export function mathFunction(operation: string, customFunction: string): MathFunction {
  if (operation === 'CUSTOM') {
    const compiled = customCompiler()(customFunction);
    return (args) => {
      const scope = new Map(args.map(({ name, value }) => [name, value]));
      const result = compiled.evaluate(scope) as unknown;
      if (typeof result !== 'number') throw new Error(`Custom function result is not a number: ${String(result)}`);
      return result;
    };
  }
  const known = OPERATIONS[operation];
  if (!known) throw new Error(`Unsupported math operation: ${operation}`);
  return (args) => {
    if (args.length < known.args) {
      throw new Error(`Args for math function: ${operation} should be at least: ${known.args}`);
    }
    return known.apply(args.map((arg) => arg.value));
  };
}
