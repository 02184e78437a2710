import type { WidgetSeries } from '../../widget-definition';

/** A value as the platform's conversion reads it: a number, or a string that prints back as the same number. */
function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value !== '' && String(Number(value)) === value) return Number(value);
  return null;
}

export interface CardVariables {
  /** the latest value of each data key, in the datasource's order */
  values: Array<{ label: string; value: unknown }>;
  entityName?: string;
  entityLabel?: string;
}

/** The card's variables from the host's series: the last point of each key's series, and the datasource entity. */
export function cardVariables(data: WidgetSeries[]): CardVariables {
  const first = data[0];
  const entityName = first?.entity?.name ?? first?.datasource.entityName;
  return {
    values: data.map((series) => ({ label: series.dataKey.label, value: series.data.at(-1)?.[1] })),
    entityName,
    entityLabel: first?.entity?.label || first?.datasource.entityLabel || entityName,
  };
}

/**
 * The card's HTML with its variables filled in: `${label}` and `${#n}` (the n-th key) print a key's latest value,
 * numbers with 2 decimals or the decimals after a colon (`${label:0}`), text as it is, nothing when there is no
 * value; `${entityName}` and `${entityLabel}` print the entity's. Units are not added. `{i18n:key}` then becomes
 * the message text. The result is raw HTML and must be sanitised before it is shown.
 */
export function fillCardTemplate(html: string, variables: CardVariables, translate: (key: string) => string): string {
  const filled = html.replace(/\$\{([^}]*)\}/g, (text, expression: string) => {
    const [, name, decimalsText] = /^(.*?)(?::(\d+))?$/.exec(expression) ?? [];
    if (name === 'entityName') return variables.entityName ?? '';
    if (name === 'entityLabel') return variables.entityLabel ?? '';
    const index = /^#\d+$/.test(name)
      ? Number(name.slice(1))
      : variables.values.findIndex((entry) => entry.label === name);
    const entry = variables.values[index];
    if (!entry) return text;
    if (entry.value === undefined || entry.value === null) return '';
    const number = numberOf(entry.value);
    return number === null
      ? String(entry.value)
      : number.toFixed(decimalsText === undefined ? 2 : Number(decimalsText));
  });
  return filled.replace(/\{i18n:([^}]+)\}/g, (_, key: string) => translate(key));
}
