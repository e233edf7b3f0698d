// Prints the configuration reference as a Markdown table (for the README): `npm run config:print -w server`.
import { configReferenceMarkdown } from '../src/app/config-docs';

process.stdout.write(configReferenceMarkdown());
