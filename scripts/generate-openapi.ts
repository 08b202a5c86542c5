// Regenerates the OpenAPI document the server serves (lib/http/openapi-document.ts) from the route declarations, and
// from it the CLI's cli/src/generated/api.ts (lib/http/cli-types.ts). A test fails while either is out of date.
import { writeFileSync } from 'node:fs';
import { ROUTE_MODULES } from '@/app/api/openapi.json/routes';
import { CLI_TYPES_PATH, cliTypesSource } from '@/lib/http/cli-types';
import { buildOpenApi } from '@/lib/http/openapi';
import { OPENAPI_DOCUMENT_PATH, openApiFileText } from '@/lib/http/openapi-document';
import packageJson from '@/package.json';

const document = buildOpenApi(ROUTE_MODULES, { version: packageJson.version });
writeFileSync(OPENAPI_DOCUMENT_PATH, openApiFileText(document));
console.log(`Wrote ${OPENAPI_DOCUMENT_PATH}.`);
writeFileSync(CLI_TYPES_PATH, cliTypesSource(document));
console.log(`Wrote ${CLI_TYPES_PATH}.`);
