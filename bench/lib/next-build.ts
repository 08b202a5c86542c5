// `npx tsx bench/lib/next-build.ts [--rebuild]`: `next build`, unless `.next` already holds a build of these sources.
import { ensureBuilt } from './next-server';

ensureBuilt({ output: 'inherit' });
