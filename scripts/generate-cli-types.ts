// Regenerates cli/src/generated/api.ts from the OpenAPI document the app builds (see lib/http/cli-types.ts).
import { writeFileSync } from 'node:fs';
import { ROUTE_MODULES } from '@/app/api/openapi.json/routes';
import { CLI_TYPES_PATH, cliTypesSource } from '@/lib/http/cli-types';
import { buildOpenApi } from '@/lib/http/openapi';

writeFileSync(CLI_TYPES_PATH, cliTypesSource(buildOpenApi(ROUTE_MODULES, { version: 'cli' })));
console.log(`Wrote ${CLI_TYPES_PATH}.`);
