// A strict reader of Prometheus' text exposition format (version 0.0.4), for the tests of
// GET /api/metrics: every line must be a HELP, TYPE or comment line or a sample
// `name{label="value",...} value [timestamp]`; a sample must belong to a family declared
// by an earlier TYPE line (a histogram's _bucket, _sum and _count included); a histogram's
// buckets must be cumulative and end with le="+Inf" equal to its _count. Anything else throws,
// naming the line.

export type MetricType = 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Family {
  name: string;
  type: MetricType;
  help?: string;
  samples: Sample[];
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = new Set<MetricType>(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
const SUFFIXES: Record<MetricType, string[]> = {
  counter: [''],
  gauge: [''],
  untyped: [''],
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['', '_sum', '_count'],
};

function parseValue(text: string, line: string): number {
  if (text === '+Inf') return Infinity;
  if (text === '-Inf') return -Infinity;
  if (text === 'NaN') return NaN;
  if (!/^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/.test(text)) throw new Error(`not a number "${text}" in: ${line}`);
  return Number(text);
}

/** The labels between `{` and `}`, with the position after `}`. */
function parseLabels(line: string, start: number): { labels: Record<string, string>; end: number } {
  const labels: Record<string, string> = {};
  let i = start + 1;
  while (line[i] !== '}') {
    const eq = line.indexOf('=', i);
    if (eq < 0) throw new Error(`a label without "=" in: ${line}`);
    const name = line.slice(i, eq);
    if (!LABEL_NAME.test(name)) throw new Error(`a bad label name "${name}" in: ${line}`);
    if (name in labels) throw new Error(`label "${name}" twice in: ${line}`);
    if (line[eq + 1] !== '"') throw new Error(`label "${name}" is not quoted in: ${line}`);
    let value = '';
    let j = eq + 2;
    for (;;) {
      const c = line[j];
      if (c === undefined) throw new Error(`an unclosed label value in: ${line}`);
      if (c === '"') break;
      if (c === '\\') {
        const next = line[j + 1];
        if (next === 'n') value += '\n';
        else if (next === '\\' || next === '"') value += next;
        else throw new Error(`a bad escape in: ${line}`);
        j += 2;
      } else {
        value += c;
        j++;
      }
    }
    labels[name] = value;
    i = j + 1;
    if (line[i] === ',') i++;
    else if (line[i] !== '}') throw new Error(`labels not separated by "," in: ${line}`);
  }
  return { labels, end: i + 1 };
}

function checkHistogram(family: Family): void {
  // One histogram per label set (le aside).
  const series = new Map<string, { buckets: [number, number][]; count?: number; sum?: number }>();
  for (const sample of family.samples) {
    const { le, ...rest } = sample.labels;
    const key = JSON.stringify(Object.entries(rest).sort());
    const one = series.get(key) ?? { buckets: [] };
    series.set(key, one);
    if (sample.name.endsWith('_bucket')) {
      if (le === undefined) throw new Error(`${sample.name} without le`);
      one.buckets.push([parseValue(le, `le="${le}"`), sample.value]);
    } else if (sample.name.endsWith('_count')) one.count = sample.value;
    else one.sum = sample.value;
  }
  for (const [key, { buckets, count, sum }] of series) {
    if (count === undefined || sum === undefined) throw new Error(`${family.name}${key}: no _count or _sum`);
    for (let k = 1; k < buckets.length; k++) {
      if (!(buckets[k]![0] > buckets[k - 1]![0])) throw new Error(`${family.name}${key}: buckets out of order`);
      if (buckets[k]![1] < buckets[k - 1]![1]) throw new Error(`${family.name}${key}: buckets not cumulative`);
    }
    const last = buckets.at(-1);
    if (!last || last[0] !== Infinity || last[1] !== count) throw new Error(`${family.name}${key}: le="+Inf" missing or not equal to _count`);
  }
}

/** Every family of an exposition, by name. Throws on the first line that breaks the format. */
export function parsePrometheusText(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  const typed = new Set<string>();
  const sampleLine = new RegExp(`^(${NAME})`);
  if (text !== '' && !text.endsWith('\n')) throw new Error('the exposition does not end with a line feed');
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    if (line.startsWith('#')) {
      const meta = line.match(new RegExp(`^# (HELP|TYPE) (${NAME})(?: (.*))?$`));
      if (!meta) continue; // a comment
      const [, keyword, name, rest = ''] = meta;
      const family = families.get(name!) ?? { name: name!, type: 'untyped' as MetricType, samples: [] };
      if (keyword === 'TYPE') {
        if (!TYPES.has(rest as MetricType)) throw new Error(`an unknown type in: ${line}`);
        if (typed.has(name!)) throw new Error(`TYPE twice in: ${line}`);
        family.type = rest as MetricType;
        typed.add(name!);
      } else {
        if (family.help !== undefined) throw new Error(`HELP twice in: ${line}`);
        family.help = rest.replace(/\\n/g, '\n').replace(/\\\\/g, '\\');
      }
      families.set(name!, family);
      continue;
    }
    const named = line.match(sampleLine);
    if (!named) throw new Error(`not a sample: ${line}`);
    const name = named[1]!;
    let i = name.length;
    let labels: Record<string, string> = {};
    if (line[i] === '{') ({ labels, end: i } = parseLabels(line, i));
    if (line[i] !== ' ') throw new Error(`no space before the value in: ${line}`);
    const [valueText, timestamp, extra] = line.slice(i + 1).split(' ');
    if (extra !== undefined || (timestamp !== undefined && !/^-?\d+$/.test(timestamp))) throw new Error(`more than a value and a timestamp in: ${line}`);
    const value = parseValue(valueText ?? '', line);
    // A family's TYPE line comes before its samples.
    const family = [...families.values()].find((f) => typed.has(f.name) && SUFFIXES[f.type].some((s) => `${f.name}${s}` === name));
    if (!family) throw new Error(`a sample of no declared family: ${line}`);
    family.samples.push({ name, labels, value });
  }
  for (const family of families.values()) if (family.type === 'histogram') checkHistogram(family);
  return families;
}

/** The value of the one sample named `name` whose labels include `labels`; 0 when there is none. */
export function sampleValue(families: Map<string, Family>, name: string, labels: Record<string, string> = {}): number {
  const matches = [...families.values()]
    .flatMap((f) => f.samples)
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  if (matches.length > 1) throw new Error(`${matches.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return matches[0]?.value ?? 0;
}
