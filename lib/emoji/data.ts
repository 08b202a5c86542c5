// Lazy access to the built emoji data: the hot core once per process and its cold files when a record or map first
// needs them (the language files are locale-data.ts's). Files are read relative to process.cwd().
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { ApiError } from '@/lib/errors';
import type { CoreData, CoreDetailsData, CoreSourcesData } from './artifact';
import { buildCatalog, type Catalog } from './catalog';
import { readShortcodes } from './shortcode-file';

let catalog: Catalog | undefined;

/**
 * One read buffer for every data file, grown to the largest: a fresh 1-2 MB buffer per language left the freed
 * memory in the process's RSS. What `decode` returns must not keep the bytes (sections.ts copies them out).
 */
let scratch = Buffer.alloc(0);

/**
 * `path` must be written out at the call as `join(process.cwd(), 'data', 'emoji', <literal or template>)`: the build's
 * tracer follows such a join to its files and puts them into exactly the functions that bundle the module making it
 * (next.config.ts has no include for them). So the core's files go wherever the catalog is used, and the 24 language
 * files (35 MB) only where locale-data.ts is. A path computed any other way would leave its files out of the functions.
 */
export function readData<T>(path: string, decode: (path: string, bytes: Buffer) => T): T {
  try {
    const fd = openSync(path, 'r');
    let length: number;
    try {
      const size = fstatSync(fd).size;
      if (scratch.length < size) scratch = Buffer.allocUnsafeSlow(size);
      length = readSync(fd, scratch, 0, size, 0);
    } finally {
      closeSync(fd);
    }
    return decode(path, scratch.subarray(0, length));
  } catch (cause) {
    // Built, not committed: `npm run emoji-data` (run by dev, build and the tests) makes it.
    throw new ApiError('internal_error', 'The emoji data is not available on this deployment.', { cause });
  }
}

const json = <T>(_path: string, bytes: Buffer) => JSON.parse(bytes.toString('utf8')) as T;

export function getCatalog(): Catalog {
  catalog ??= buildCatalog(readData(join(process.cwd(), 'data', 'emoji', 'core.json'), json<CoreData>), {
    details: () => readData(join(process.cwd(), 'data', 'emoji', 'core-details.json'), json<CoreDetailsData>).emoji,
    sources: () => readData(join(process.cwd(), 'data', 'emoji', 'core-sources.json'), json<CoreSourcesData>).emoji,
    shortcodes: () => readData(join(process.cwd(), 'data', 'emoji', 'shortcodes.bin'), readShortcodes),
  });
  return catalog;
}

let build: string | undefined;

/**
 * What identifies the data build, for ETags: core.json's meta, whose `inputs` fingerprints everything the artifact is
 * built from (the build's code, curated data, dataset versions), so a rebuild from other inputs changes it.
 */
export function dataBuild(): string {
  build ??= JSON.stringify(getCatalog().meta);
  return build;
}
