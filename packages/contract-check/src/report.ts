// The table a CI log shows: one line per check, grouped, then every failure and warning in full, then a
// summary.
import type { CheckRow, Outcome } from './context';
import type { CheckRun } from './run';

const MARK: Record<Outcome, string> = { pass: '✓', warn: '⚠', fail: '✗', skip: '–' };
const HEADERS = { check: 'check', call: 'call', expected: 'expected', got: 'got', result: 'result' };
/** Cells past these widths are cut (the failures section repeats them whole), so lines stay readable. */
const MAX_WIDTH = { check: 56, call: 50, expected: 46, got: 44 };
type Column = keyof typeof MAX_WIDTH;
const COLUMNS: readonly Column[] = ['check', 'call', 'expected', 'got'];

export interface Summary {
  passed: number;
  warned: number;
  failed: number;
  skipped: number;
  total: number;
}

export function summarize(rows: readonly CheckRow[]): Summary {
  const count = (outcome: Outcome) => rows.filter((row) => row.outcome === outcome).length;
  return {
    passed: count('pass'),
    warned: count('warn'),
    failed: count('fail'),
    skipped: count('skip'),
    total: rows.length,
  };
}

const cut = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);

function widths(rows: readonly CheckRow[]): Record<Column, number> {
  const widest = (column: Column) =>
    Math.min(MAX_WIDTH[column], Math.max(HEADERS[column].length, ...rows.map((row) => row[column].length)));
  return { check: widest('check'), call: widest('call'), expected: widest('expected'), got: widest('got') };
}

function line(cells: Record<Column, string>, result: string, width: Record<Column, number>): string {
  const padded = COLUMNS.map((column) => cut(cells[column], width[column]).padEnd(width[column]));
  return `${padded.join('  ')}  ${result}`.trimEnd();
}

/** Failed or warned rows repeated whole (cells are cut in the table), under `title`. */
function details(rows: readonly CheckRow[], outcome: 'fail' | 'warn', title: string): string[] {
  const listed = rows.filter((row) => row.outcome === outcome);
  if (listed.length === 0) return [];
  return [
    '',
    title,
    ...listed.flatMap((row) => [
      `  ${MARK[outcome]} ${row.group}: ${row.check}`,
      ...(row.call ? [`      call      ${row.call}`] : []),
      `      expected  ${row.expected}`,
      `      got       ${row.got}`,
      ...(row.hint ? [`      hint      ${row.hint}`] : []),
    ]),
  ];
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export function summaryLine(run: CheckRun): string {
  const { passed, warned, failed, skipped, total } = summarize(run.rows);
  const warnings = warned > 0 ? plural(warned, 'warning') : '';
  let verdict = '✓ all passed';
  if (failed > 0) verdict = [`✗ ${failed} failed`, warnings].filter(Boolean).join(', ');
  else if (warned > 0) verdict = `⚠ ${warnings}, no failure`;
  const skippedText = skipped > 0 ? `, ${skipped} not run` : '';
  return `${verdict}: ${passed} of ${total} checks passed${skippedText}, in ${(run.durationMs / 1000).toFixed(1)} s against ${run.baseUrl}`;
}

/** The whole report as plain text. */
export function renderReport(run: CheckRun): string {
  const width = widths(run.rows);
  const out = [`Prospect contract check against ${run.baseUrl} (${run.startedAt})`, ''];
  out.push(line(HEADERS, HEADERS.result, width));
  out.push([...COLUMNS.map((column) => '-'.repeat(width[column])), '------'].join('  '));
  let group: string | null = null;
  for (const row of run.rows) {
    if (row.group !== group) {
      group = row.group;
      out.push(`[${group}]`);
    }
    out.push(line(row, MARK[row.outcome], width));
  }
  out.push(
    ...details(run.rows, 'fail', 'Failures:'),
    ...details(run.rows, 'warn', 'Warnings:'),
    '',
    summaryLine(run),
  );
  return out.join('\n');
}

/** Machine-readable results (`--json`). */
export function jsonReport(run: CheckRun): string {
  return JSON.stringify({ ...run, summary: summarize(run.rows) }, null, 2);
}
