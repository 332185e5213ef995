// Figures in the docs are written by the commands that measure them, never by hand. Each command owns
// one section of a Markdown file, between `<!-- NAME:start -->` and `<!-- NAME:end -->`, and rewrites
// it at the end of a run with the date and the machine: `npm run bench` the section `bench` of
// docs/performance.md, `npm run perf` the section `perf`. Everything outside the markers is prose
// written by people, and is left as it is.
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PERFORMANCE_DOC = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'docs',
  'performance.md',
);

/** The one-minute load average now: call it when a run begins, for machineLine at its end. */
export const loadAtStart = () => loadavg()[0];

const markers = (name) => [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`];

/** `text` with the section `name` replaced by `body`; throws unless both markers are there once, in order. */
export function replaceSection(text, name, body) {
  const [start, end] = markers(name);
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < 0 || to < from || text.indexOf(start, from + 1) >= 0 || text.indexOf(end, to + 1) >= 0)
    throw new Error(`the section "${name}" needs ${start} and ${end}, once each and in that order`);
  return `${text.slice(0, from + start.length)}\n\n${body.trim()}\n\n${text.slice(to)}`;
}

/** The section `name` of `text` as written between its markers, or null when it has none. */
export function sectionOf(text, name) {
  const [start, end] = markers(name);
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  return from < 0 || to < from ? null : text.slice(from + start.length, to).trim();
}

/** Rewrites the section `name` of `file` (docs/performance.md unless given) and says so on stderr. */
export function writeDocSection(name, body, file = PERFORMANCE_DOC) {
  writeFileSync(file, replaceSection(readFileSync(file, 'utf8'), name, body));
  process.stderr.write(`${name}: the figures are written to ${file}, between its ${name} markers\n`);
}

/**
 * When and where a run measured: the day, the processor, its cores, the load average when the run
 * began (take `loadAtStart()` first thing, before the run's own work raises it) and Node.
 */
export function machineLine(load, now = new Date()) {
  const processors = cpus();
  const model = (processors[0]?.model ?? 'unknown processor').replace(/\s+/g, ' ').trim();
  return `${now.toISOString().slice(0, 10)} on ${model} (${processors.length} cores, load average ${load.toFixed(1)} at the start), Node ${process.version}`;
}

/**
 * A Markdown table laid out as Biome formats one, so a rewritten doc stays lint-clean: every column as
 * wide as its widest cell (3 at least), `right` columns aligned right (`---:`).
 * `columns` is `[{ title, right? }]`, `rows` an array of arrays of cell texts.
 */
export function markdownTable(columns, rows) {
  const cell = (value) => String(value).replaceAll('|', '\\|');
  const texts = rows.map((row) => row.map(cell));
  const widths = columns.map((column, index) =>
    Math.max(3, cell(column.title).length, ...texts.map((row) => (row[index] ?? '').length)),
  );
  const line = (cells) =>
    `| ${cells
      .map((text, index) =>
        columns[index].right ? text.padStart(widths[index]) : text.padEnd(widths[index]),
      )
      .join(' | ')} |`;
  const rule = `| ${widths.map((width, index) => (columns[index].right ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width))).join(' | ')} |`;
  return [line(columns.map((column) => cell(column.title))), rule, ...texts.map(line)].join('\n');
}
