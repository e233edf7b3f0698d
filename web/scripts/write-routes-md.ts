// Regenerates ROUTES.md at the repository root from the route table: `npx tsx web/scripts/write-routes-md.ts`.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderRoutesMarkdown } from '../src/app/routes-doc';

const target = fileURLToPath(new URL('../../ROUTES.md', import.meta.url));
writeFileSync(target, renderRoutesMarkdown());
console.log(`wrote ${target}`);
