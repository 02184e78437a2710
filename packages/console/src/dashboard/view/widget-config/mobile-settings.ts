import type { ConfigProblem } from './widget-config-problems';

type Json = Record<string, unknown>;

/** A number field's text as the widget config stores it: null when emptied, as the platform writes it. */
export function mobileNumber(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

function isSet(value: unknown): value is number {
  return value !== null && value !== undefined;
}

/**
 * What is wrong with the widget's mobile mode settings: the order must be a whole number, the height a whole
 * number of rows, at least one.
 */
export function mobileProblems(config: Json): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const { mobileOrder, mobileHeight } = config;
  if (isSet(mobileOrder) && !Number.isInteger(mobileOrder))
    problems.push({ key: 'widget-config.mobile-order-invalid' });
  if (isSet(mobileHeight) && !(Number.isInteger(mobileHeight) && mobileHeight >= 1))
    problems.push({ key: 'widget-config.mobile-height-invalid' });
  return problems;
}
