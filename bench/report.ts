/**
 * Shows the last measured figures in bench/README.md: renders bench/results/latest.json
 * (`bench/run.ts`) and bench/results/size.json (`bench/size-budget.ts --write`) into the part of
 * the README between its two figure markers. Run by `npm run bench`; by hand:
 * `npx tsx bench/report.ts`. The figures are what the scripts wrote, never typed in by hand.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const README = new URL('./README.md', import.meta.url);
const START = '<!-- figures: written by bench/report.ts from bench/results/ -->';
const END = '<!-- end of figures -->';

type Stat = { medianMs: number; minMs: number; maxMs: number };
type PerBuild<T> = Record<string, T>;
interface Latest {
  date: string;
  cpuThrottling?: number;
  runs?: number;
  eagerJs?: PerBuild<Record<string, { gzip: number; brotli: number }>>;
  repeatViewShopRequests?: PerBuild<number>;
  timeToUpgradedProductPage?: PerBuild<Stat>;
  timeToUpgradedProductPageSlowNetwork?: PerBuild<Stat>;
  variationToUnitPrice?: PerBuild<Stat>;
  magnifierToLightbox?: PerBuild<Stat>;
  [other: string]: unknown;
}
interface Sizes {
  date: string;
  build: string;
  budgets: Array<{ budget: string; gzipBytes: number; limitBytes: number }>;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const stat = (s: Stat | undefined) => (s ? `${s.medianMs} ms (${s.minMs}–${s.maxMs})` : '—');
const day = (iso: string) => iso.slice(0, 10);

export function renderFigures(latest: Latest | undefined, sizes: Sizes | undefined): string {
  const out: string[] = [];
  if (sizes) {
    out.push(`### Size budgets (${sizes.build}, gzip -9, first view; ${day(sizes.date)})`, '', '| budget | used | limit | |', '|---|---|---|---|');
    for (const row of sizes.budgets) out.push(`| ${row.budget} | ${kB(row.gzipBytes)} | ${kB(row.limitBytes)} | ${row.gzipBytes <= row.limitBytes ? 'holds' : '**exceeded**'} |`);
    out.push('');
  } else out.push('No size figures yet: `npx tsx bench/size-budget.ts --write` writes them.', '');
  if (!latest) {
    out.push('No benchmark figures yet: `npm run bench` writes them.');
    return out.join('\n');
  }
  out.push(`### Benchmark (${day(latest.date)}; ${latest.cpuThrottling ?? 1}× CPU, ${latest.runs ?? '?'} runs, medians with range)`, '');
  if (latest.eagerJs) {
    const builds = Object.keys(latest.eagerJs);
    const pages = Object.keys(latest.eagerJs[builds[0]!] ?? {});
    out.push(`| eager JS, gzip / brotli | ${builds.join(' | ')} |`, `|---|${builds.map(() => '---').join('|')}|`);
    for (const page of pages)
      out.push(
        `| ${page} | ${builds
          .map((build) => {
            const size = latest.eagerJs![build]![page];
            return size ? `${kB(size.gzip)} / ${kB(size.brotli)}` : '—';
          })
          .join(' | ')} |`,
      );
    out.push('');
  }
  const timed: Array<[string, PerBuild<Stat> | undefined]> = [
    ['product page: loader requested → every shown widget upgraded', latest.timeToUpgradedProductPage],
    ['… on a slow network (150 ms, 1.6 Mbit/s)', latest.timeToUpgradedProductPageSlowNetwork],
    ['variation chosen → unit price shown (spec: 500 ms debounce + 500 ms queue)', latest.variationToUnitPrice],
    ['magnifier pressed → lightbox ready, first use', latest.magnifierToLightbox],
  ];
  const builds = Object.keys(latest.timeToUpgradedProductPage ?? latest.repeatViewShopRequests ?? {});
  if (builds.length) {
    out.push(`| measure | ${builds.join(' | ')} |`, `|---|${builds.map(() => '---').join('|')}|`);
    if (latest.repeatViewShopRequests) out.push(`| requests to the shop on a repeat view, cart unchanged | ${builds.map((build) => latest.repeatViewShopRequests![build] ?? '—').join(' | ')} |`);
    for (const [label, figures] of timed) if (figures) out.push(`| ${label} | ${builds.map((build) => stat(figures[build])).join(' | ')} |`);
    out.push('');
  }
  const more = Object.keys(latest).filter(
    (key) =>
      ![
        'date',
        'cpuThrottling',
        'runs',
        'eagerJs',
        'repeatViewShopRequests',
        'timeToUpgradedProductPage',
        'timeToUpgradedProductPageSlowNetwork',
        'variationToUnitPrice',
        'magnifierToLightbox',
      ].includes(key),
  );
  if (more.length) out.push(`Further figures of that run in bench/results/latest.json: ${more.map((key) => `\`${key}\``).join(', ')}.`);
  return out.join('\n').trimEnd();
}

const read = <T>(url: URL): T | undefined => (existsSync(url) ? (JSON.parse(readFileSync(url, 'utf8')) as T) : undefined);

if (import.meta.url === `file://${process.argv[1]}`) {
  const readme = readFileSync(README, 'utf8');
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start === -1 || end < start) throw new Error(`bench/README.md needs the markers ${START} and ${END}`);
  const figures = renderFigures(read<Latest>(new URL('./results/latest.json', import.meta.url)), read<Sizes>(new URL('./results/size.json', import.meta.url)));
  writeFileSync(README, `${readme.slice(0, start + START.length)}\n${figures}\n${readme.slice(end)}`);
  console.log('written: bench/README.md (figures)');
}
