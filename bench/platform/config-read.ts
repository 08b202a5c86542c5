// What a configuration read costs on the request path (a limited route reads its limit, the proxy setting and the CORS
// allowlist on every request): the former hand-written reader (baseline, copied here), the schema's accessor (cached on
// the raw text), and the two ways without the cache: one variable's zod parse per read, the whole schema per read.
// Run: npx tsx bench/platform/config-read.ts
import { config, envSchema } from '@/lib/config';
import { table } from '../lib/load';

const READS = Number(process.env.BENCH_READS ?? 200_000);

process.env.RATE_LIMIT_PER_MINUTE = '60';
process.env.TRUST_PROXY = '1';
process.env.CORS_ALLOWED_ORIGINS = 'https://www.example.com, https://admin.example.com';

function formerStr(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

function formerInt(name: string, fallback: number): number {
  const raw = formerStr(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer.`);
  return value;
}

function formerOrigins(name: string): string[] {
  return (formerStr(name) ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((value) => URL.parse(value)!.origin);
}

/** Nanoseconds per call, the best of five rounds of `reads` calls. */
function perCall(read: () => unknown, reads = READS): number {
  let best = Infinity;
  for (let round = 0; round < 5; round += 1) {
    const started = process.hrtime.bigint();
    for (let index = 0; index < reads; index += 1) read();
    best = Math.min(best, Number(process.hrtime.bigint() - started) / reads);
  }
  return best;
}

const cases: [string, () => unknown, () => unknown][] = [
  ['RATE_LIMIT_PER_MINUTE (int)', () => formerInt('RATE_LIMIT_PER_MINUTE', 60), config.limits.perClient],
  ['CORS_ALLOWED_ORIGINS (2 origins)', () => formerOrigins('CORS_ALLOWED_ORIGINS'), config.corsAllowedOrigins],
];

const rows = cases.map(([name, former, accessor]) => {
  const key = name.split(' ')[0] as keyof typeof envSchema.shape;
  const baseline = perCall(former);
  const cached = perCall(accessor);
  const oneParse = perCall(() => envSchema.shape[key].parse(process.env[key]));
  // A hundredth of the reads: each one parses every variable.
  const wholeParse = perCall(() => envSchema.parse(process.env)[key], READS / 100);
  return [name, baseline, cached, cached / baseline, oneParse, oneParse / baseline, wholeParse, wholeParse / baseline];
});

console.log(
  table(['read', 'former ns', 'accessor ns', 'ratio', 'zod per read ns', 'ratio', 'whole schema ns', 'ratio'], rows),
);
