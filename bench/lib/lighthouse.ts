// Lighthouse (the npm package's CLI) in Debian's headless Chromium, one run per call.
// The CLI runs in its own process, so a Chromium that crashes fails one run, not the bench.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run, root } from './servers';
import { median, round } from './stats';

/**
 * Lighthouse's mobile and desktop presets; 'mobile-devtools' is the mobile preset with
 * DevTools throttling instead of the simulated one: the page really loads over a shaped
 * link (562.5 ms RTT, 1.4 Mbps down) on a 4x slowed CPU, and the figures are what Chromium
 * saw. The targets are on the simulated 'mobile' rows; these rows are a second opinion.
 */
export type Preset = 'mobile' | 'desktop' | 'mobile-devtools';

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  /** How soon the visible page is painted (Lighthouse's Speed Index). */
  speedIndexMs: number;
  tbtMs: number;
  cls: number;
  ttfbMs: number;
  /** Transfer size (gzip on the wire) of every script the page loaded, in bytes. */
  jsBytes: number;
  jsRequests: number;
  /** Lighthouse's measure of this host's CPU (environment.benchmarkIndex), and the CPU slowdown the run used. */
  benchmarkIndex: number;
  cpuSlowdown: number;
}

/**
 * The host Lighthouse's mobile preset was tuned on scores about 960 (benchmarkIndex); its
 * 4x CPU slowdown makes a faster host's phone a faster phone. Scaling the slowdown by the
 * host's index makes every host emulate the same device (never below the preset's 4x).
 */
export const REFERENCE_BENCHMARK_INDEX = 960;
export function cpuSlowdownFor(benchmarkIndex: number): number {
  return Math.max(4, Math.round((4 * benchmarkIndex / REFERENCE_BENCHMARK_INDEX) * 100) / 100);
}

/**
 * The CPU slowdown for the next run, from the host's speed as Lighthouse measured it over the
 * runs so far (the median of their benchmarkIndex): on a shared host the speed moves during a
 * bench, and one reading at the start can emulate a much slower or faster phone than the
 * reference one (bench/results/2026-11-28-lighthouse-cluster.md).
 */
export function hostSpeed(firstIndex: number, fixed?: number) {
  const seen = [firstIndex];
  const slowdowns: number[] = [];
  const medianIndex = () => median(seen.filter(Number.isFinite));
  const current = () => fixed ?? cpuSlowdownFor(medianIndex());
  return {
    slowdown(): number {
      const value = current();
      slowdowns.push(value);
      return value;
    },
    saw(run: LighthouseRun) {
      if (Number.isFinite(run.benchmarkIndex)) seen.push(run.benchmarkIndex);
    },
    summary() {
      return {
        benchmarkIndex: round(medianIndex(), 1),
        benchmarkIndexRange: [Math.min(...seen), Math.max(...seen)] as [number, number],
        cpuSlowdown: round(median(slowdowns.length ? slowdowns : [current()]), 2),
        cpuSlowdownRange: [Math.min(...slowdowns), Math.max(...slowdowns)] as [number, number],
      };
    },
  };
}

const chromeFlags = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run',
].join(' ');

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number; requestCount?: number }[] } }>;
  runtimeError?: { message: string };
  environment?: { benchmarkIndex?: number };
  configSettings?: { throttling?: { cpuSlowdownMultiplier?: number } };
}

/** One run; `cpuSlowdown` replaces the preset's CPU slowdown (mobile presets only). */
export async function lighthouse(url: string, preset: Preset, logFile: string, cpuSlowdown?: number): Promise<LighthouseRun> {
  const out = path.join(os.tmpdir(), `bench-lh-${process.pid}-${Date.now()}.json`);
  const args = [
    url, `--chrome-flags=${chromeFlags}`, '--output=json', `--output-path=${out}`, '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
  ];
  if (preset === 'desktop') args.push('--preset=desktop');
  if (preset === 'mobile-devtools') args.push('--throttling-method=devtools');
  if (preset !== 'desktop' && cpuSlowdown !== undefined) args.push(`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`);
  const bin = path.join(root, 'node_modules', '.bin', 'lighthouse');
  try {
    await run(bin, args, { CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, logFile);
    const report = JSON.parse(fs.readFileSync(out, 'utf8')) as Report;
    if (report.runtimeError) throw new Error(`lighthouse ${url}: ${report.runtimeError.message}`);
    const score = (id: string) => Math.round((report.categories[id]?.score ?? NaN) * 100);
    const value = (id: string) => report.audits[id]?.numericValue ?? NaN;
    const scripts = report.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: value('largest-contentful-paint'),
      speedIndexMs: value('speed-index'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      ttfbMs: value('server-response-time'),
      jsBytes: scripts?.transferSize ?? NaN,
      jsRequests: scripts?.requestCount ?? NaN,
      benchmarkIndex: report.environment?.benchmarkIndex ?? NaN,
      cpuSlowdown: report.configSettings?.throttling?.cpuSlowdownMultiplier ?? NaN,
    };
  } finally {
    fs.rmSync(out, { force: true });
  }
}

/** The median of each figure over the runs (each figure on its own). */
export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  return pickRun(runs, median);
}

/** The best and worst of each figure over the runs (for a score the best is the highest; for a time, the lowest). */
export function spreadOf(runs: LighthouseRun[]): { min: LighthouseRun; max: LighthouseRun } {
  return { min: pickRun(runs, (v) => Math.min(...v)), max: pickRun(runs, (v) => Math.max(...v)) };
}

function pickRun(runs: LighthouseRun[], pick: (values: number[]) => number): LighthouseRun {
  const of = (key: keyof LighthouseRun, digits: number) => round(pick(runs.map((r) => r[key])), digits);
  return {
    performance: of('performance', 0),
    accessibility: of('accessibility', 0),
    bestPractices: of('bestPractices', 0),
    seo: of('seo', 0),
    lcpMs: of('lcpMs', 0),
    speedIndexMs: of('speedIndexMs', 0),
    tbtMs: of('tbtMs', 0),
    cls: of('cls', 4),
    ttfbMs: of('ttfbMs', 0),
    jsBytes: of('jsBytes', 0),
    jsRequests: of('jsRequests', 0),
    benchmarkIndex: of('benchmarkIndex', 0),
    cpuSlowdown: of('cpuSlowdown', 2),
  };
}
