// `npm run generate:endpoints`: writes, beside each contract file of the domain, its endpoints file
// (method and path of each contract, `cash/cash.endpoints.ts`) and `endpoints.generated.ts`, which
// re-exports them all. scripts/endpoint-files.test.ts fails while any is stale.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { contractFiles, generatedEndpointFiles } from './endpoint-files.ts';

const src = fileURLToPath(new URL('../packages/domain/src/', import.meta.url));
for (const [file, source] of await generatedEndpointFiles(src, await contractFiles(src))) writeFileSync(`${src}${file}`, source);
console.log(`endpoints written beside the contracts in ${src}`);
