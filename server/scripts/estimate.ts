// Prints the cost estimate for a project description as JSON: `npm run estimate -w server -- project.json`.
// Example: server/src/modules/cost-estimation/estimator/examples/kitchen.json. The file uses the API's schema (costProjectSchema in @roomcraft/contracts); see the README section
// "Checking a cost estimate from the command line".
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { costProjectSchema } from '@roomcraft/contracts';
import { ZodError } from 'zod';
import { estimateProjectCost } from '../src/modules/cost-estimation/estimator';

const [path] = process.argv.slice(2);
if (!path) {
  process.stderr.write('usage: npm run estimate -w server -- <project.json>\n');
  process.exit(2);
}
// npm runs workspace scripts inside server/: resolve relative paths from where the command was typed.
const file = resolve(process.env.INIT_CWD ?? process.cwd(), path);
try {
  const estimate = estimateProjectCost(costProjectSchema.parse(JSON.parse(readFileSync(file, 'utf8'))));
  process.stdout.write(`${JSON.stringify(estimate, null, 2)}\n`);
} catch (error) {
  const message =
    error instanceof ZodError
      ? `invalid project description:\n${error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`
      : error instanceof Error
        ? error.message
        : String(error);
  process.stderr.write(`${message}\n`);
  process.exit(1);
}
