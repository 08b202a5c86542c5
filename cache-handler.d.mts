// Types of cache-handler.mjs (plain JavaScript: Next imports it at run time, outside its bundles).
export interface StoredEntry {
  value: Record<string, unknown> | null;
  lastModified: number;
  cacheControl?: { revalidate: number | false; expire?: number };
}

export default class PageCacheHandler {
  constructor(options?: { maxMemoryCacheSize?: number; serverDistDir?: string });
  get(key: string): Promise<StoredEntry | null>;
  set(key: string, value: Record<string, unknown> | null, ctx?: { tags?: string[]; cacheControl?: StoredEntry['cacheControl'] }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
