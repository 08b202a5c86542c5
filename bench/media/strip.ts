// What stripping metadata costs per stored image, against the kernel copy the local driver makes anyway (baseline),
// the full decode every image already passes, and a sharp re-encode (the alternative the strip was chosen over).
// Run: npx tsx bench/media/strip.ts
import { copyFile, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { stripMetadata } from '@/lib/media/strip';
import { IMAGE_TYPES, sniffImageType } from '@/lib/media/image-type';
import { makeImage, makePngOfSize } from '@/tests/fixtures/images';
import { table } from '../lib/load';

const MiB = 1024 * 1024;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

async function median(work: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
}

async function main(): Promise<void> {
  const folder = await mkdtemp(path.join(tmpdir(), 'bench-strip-'));
  process.env.MEDIA_STAGING_DIR = folder;
  sharp.cache(false);
  const files = [
    { label: '10 MiB PNG', bytes: await makePngOfSize(10 * MiB - 64 * 1024) },
    { label: '4 MiB JPEG 9 MP', bytes: await makeImage('jpeg', 3000, 3000) },
    { label: '6 MiB WebP 12 MP', bytes: await makeImage('webp', 4000, 3000) },
    { label: '9 MiB GIF 9 MP', bytes: await makeImage('gif', 3000, 3000) },
  ];
  const rows: (string | number)[][] = [];
  try {
    for (const { label, bytes } of files) {
      const source = path.join(folder, 'source');
      await writeFile(source, bytes);
      const type = sniffImageType(bytes)!;
      const options = { failOn: 'error', sequentialRead: true, limitInputPixels: false } as const;
      const copy = await median(() => copyFile(source, path.join(folder, 'copy')));
      const strip = await median(async () => rm((await stripMetadata(source, type, undefined)).path));
      const decode = await median(() => sharp(source, options).resize(64, 64, { fit: 'inside' }).raw().toBuffer());
      let encodedBytes = 0;
      const encode = await median(async () => {
        await sharp(source, options).toFormat(IMAGE_TYPES[type].sharpFormat).toFile(path.join(folder, 'encoded'));
        encodedBytes = (await stat(path.join(folder, 'encoded'))).size;
      });
      console.error(`${label}: strip ${strip.toFixed(1)} ms, re-encode ${encode.toFixed(0)} ms`);
      rows.push([label, (bytes.length / MiB).toFixed(2), copy, strip, (strip / copy).toFixed(1), decode, encode,
        (encode / strip).toFixed(0), (encodedBytes / bytes.length).toFixed(2)]);
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  console.log(`Metadata strip per image (median of ${RUNS}); baseline: copyFile of the same file. The strip reads the ` +
    'file through one 256 KiB window and writes through one 256 KiB buffer, hashing on the way.\n');
  console.log(table(['file', 'MiB', 'copyFile ms', 'strip ms', 'strip / copy', 'decode check ms', 're-encode ms',
    're-encode / strip', 're-encoded size / original'], rows));
}

await main();
