import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTE_MODULES } from '@/app/api/openapi.json/routes';
import { LANGS as GENERATED_LANGS } from '@/cli/src/generated/api';
import { LANGS } from '@/lib/emoji/langs';
import { CLI_TYPES_PATH, cliTypesSource, REGENERATE_COMMAND } from './cli-types';
import { buildOpenApi } from './openapi';

describe('the CLI types generated from the OpenAPI document', () => {
  it('are up to date', () => {
    const expected = cliTypesSource(buildOpenApi(ROUTE_MODULES, { version: 'test' }));
    const committed = readFileSync(CLI_TYPES_PATH, 'utf8');
    expect(committed === expected, `${CLI_TYPES_PATH} is out of date with the server's contract; run \`${REGENERATE_COMMAND}\``).toBe(true);
  });

  it('list the languages the engine serves', () => {
    expect(GENERATED_LANGS).toEqual(LANGS);
  });
});
