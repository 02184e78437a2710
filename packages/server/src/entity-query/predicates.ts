import type { FilterPredicateValue, KeyFilterPredicate } from '@fleetdeck/model';
import { sql } from 'kysely';
import { badRequest } from '../http/errors.js';
import type { DialectName } from '../storage/database.js';
import { and, contains, endsWith, or, type Sql, startsWith } from './sql.js';

/** The same stored value read three ways, so each predicate type compares what it understands. */
export interface ValueAccess {
  text: Sql;
  number: Sql;
  /** true/false, NULL when the value is not a boolean */
  bool: Sql;
  /** true when the entity has no value at all */
  missing: Sql;
}

/** A predicate whose values are final: user value, else resolved dynamic value, else default (see dynamic-values). */
export type ResolvedPredicate = KeyFilterPredicate;

const textParam = (value: string) => sql`cast(${value} as varchar)`;
const numberParam = (value: number) => sql`cast(${value} as double precision)`;

function effective<T>(value: FilterPredicateValue<T> | undefined): T | undefined {
  if (!value) return undefined;
  return value.userValue !== null && value.userValue !== undefined ? value.userValue : value.defaultValue;
}

function stringCondition(
  dialect: DialectName,
  access: ValueAccess,
  predicate: KeyFilterPredicate & { type: 'STRING' },
) {
  const raw = effective(predicate.value);
  const value = raw === null || raw === undefined ? '' : String(raw);
  const ignoreCase = predicate.ignoreCase === true;
  const fold = (expr: Sql) => (ignoreCase ? sql`lower(${expr})` : expr);
  const text = fold(access.text);
  const operand = fold(textParam(value));
  const list = () =>
    value
      .trim()
      .split(/\s*,\s*/)
      .map((item) => (ignoreCase ? item.toLowerCase() : item));
  switch (predicate.operation) {
    case 'EQUAL':
      return sql`${text} = ${operand}`;
    case 'NOT_EQUAL':
      return sql`${text} <> ${operand}`;
    case 'STARTS_WITH':
      return startsWith(text, operand);
    case 'ENDS_WITH':
      return endsWith(dialect, text, operand);
    case 'CONTAINS':
      return contains(dialect, text, operand);
    case 'NOT_CONTAINS':
      return sql`not ${contains(dialect, text, operand)}`;
    case 'IN':
      return sql`${text} in (${sql.join(list())})`;
    case 'NOT_IN':
      return sql`${text} not in (${sql.join(list())})`;
    default:
      throw badRequest(`Unsupported operation for string predicate: ${String(predicate.operation)}`);
  }
}

function numericCondition(access: ValueAccess, predicate: KeyFilterPredicate & { type: 'NUMERIC' }) {
  const value = Number(effective(predicate.value));
  if (!Number.isFinite(value)) return sql`1 = 0`;
  const number = access.number;
  const operand = numberParam(value);
  const operators = {
    EQUAL: '=',
    NOT_EQUAL: '<>',
    GREATER: '>',
    LESS: '<',
    GREATER_OR_EQUAL: '>=',
    LESS_OR_EQUAL: '<=',
  } as const;
  const operator = operators[predicate.operation];
  if (!operator) throw badRequest(`Unsupported operation for numeric predicate: ${String(predicate.operation)}`);
  return sql`${number} ${sql.raw(operator)} ${operand}`;
}

function booleanValue(raw: unknown): boolean {
  return raw === true || (typeof raw === 'string' && raw.trim().toLowerCase() === 'true');
}

function booleanCondition(access: ValueAccess, predicate: KeyFilterPredicate & { type: 'BOOLEAN' }) {
  const value = booleanValue(effective(predicate.value));
  switch (predicate.operation) {
    case 'EQUAL':
      return value ? sql`${access.bool} = 1` : sql`${access.bool} = 0`;
    case 'NOT_EQUAL':
      return value ? sql`${access.bool} = 0` : sql`${access.bool} = 1`;
    default:
      throw badRequest(`Unsupported operation for boolean predicate: ${String(predicate.operation)}`);
  }
}

/**
 * A key filter predicate as a SQL condition on one value. A missing value matches no simple predicate (NULL
 * comparisons are never true), as in the platform's SQL.
 */
export function predicateCondition(dialect: DialectName, access: ValueAccess, predicate: KeyFilterPredicate): Sql {
  if (!predicate || typeof predicate !== 'object') throw badRequest('Key filter predicate should be specified!');
  switch (predicate.type) {
    case 'STRING':
      return stringCondition(dialect, access, predicate);
    case 'NUMERIC':
      return numericCondition(access, predicate);
    case 'BOOLEAN':
      return booleanCondition(access, predicate);
    case 'COMPLEX': {
      const parts = (predicate.predicates ?? []).map((child) => predicateCondition(dialect, access, child));
      if (parts.length === 0) return sql`1 = 1`;
      return predicate.operation === 'OR' ? or(parts) : and(parts);
    }
    default:
      throw badRequest(`Unsupported key filter predicate type: ${String((predicate as { type?: unknown }).type)}`);
  }
}
