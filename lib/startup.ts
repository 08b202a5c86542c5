// What a server process checks and says as it starts (instrumentation.ts): the whole environment is valid and the
// embedded database's folder is free for this process, else it stops; then one line names the database, the media
// storage and the AI provider in use, without credentials.
import { claimDatabase, pgliteFolder } from '@/db/client';
import { FolderLocked } from '@/db/folder-lock';
import { aiSettings } from '@/lib/ai/config';
import { config, ConfigError, databaseAddress, validateEnvironment } from '@/lib/config';
import { storageSettings } from '@/lib/media/config';

function database(): string {
  const url = config.databaseUrl();
  if (url) return `PostgreSQL at ${databaseAddress(url)}`;
  const folder = pgliteFolder(config.pgliteDataDir());
  return folder ? `embedded PGlite in ${folder}` : 'embedded PGlite in memory (nothing is kept)';
}

function media(): string {
  const settings = storageSettings();
  if (settings.driver === 'local') return `local folder ${settings.local.directory}`;
  if (settings.driver === 'none') return 'none (uploads answer 503)';
  const { bucket, endpoint, region } = settings.s3;
  return `S3 bucket ${bucket} at ${endpoint ? new URL(endpoint).host : `AWS ${region}`}`;
}

function ai(): string {
  const settings = aiSettings();
  if (!settings) return 'not configured (AI routes answer 503)';
  const image = settings.imageModel ? `, image model ${settings.imageModel}` : '';
  return `${new URL(settings.baseUrl).host}, model ${settings.model}${image}`;
}

/** The start-up line: what this process runs on. */
export function runtimeSummary(): string {
  return `Running with database: ${database()}; media storage: ${media()}; AI provider: ${ai()}.`;
}

/**
 * The checks, then the line. Throws ConfigError (an invalid or incomplete environment) or FolderLocked (another
 * process has the embedded database).
 */
export function checkStart(): string {
  validateEnvironment();
  claimDatabase();
  return runtimeSummary();
}

/**
 * Next logs an error thrown by register() and serves on, answering every request with a 500: a refusal therefore
 * ends the process itself, with the reason and a non-zero exit code (on serverless, the instance fails to start).
 */
export function startOrExit(): void {
  try {
    console.log(checkStart());
  } catch (error) {
    console.error(error instanceof ConfigError || error instanceof FolderLocked ? error.message : error);
    console.error('The server did not start.');
    process.exit(1);
  }
}
