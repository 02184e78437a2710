import { appendFileSync, mkdirSync } from 'node:fs';

/** Prints one figure as a JSON line and keeps it in bench/results/<benchmark>.jsonl. */
export function report(benchmark, figures) {
  const line = JSON.stringify({ benchmark, at: new Date().toISOString(), ...figures });
  console.log(line);
  mkdirSync('bench/results', { recursive: true });
  appendFileSync(`bench/results/${benchmark}.jsonl`, `${line}\n`);
}

export function percentile(sorted, p) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export function round(value, digits = 2) {
  return Number(value.toFixed(digits));
}
