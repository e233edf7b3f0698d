// Prints the configuration reference as a Markdown table (for the README): `npx tsx server/scripts/print-config.ts`.
import { configSpec, type ConfigKeySpec } from '../src/app/config';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

const rows = (configSpec as readonly ConfigKeySpec[]).map((spec) => {
  const fallback =
    spec.default === undefined
      ? 'unset'
      : typeof spec.default === 'string'
        ? `\`${spec.default}\``
        : spec.default.describe;
  return `| \`${spec.env}\` | ${cell(fallback)} | ${cell(spec.doc)} |`;
});

process.stdout.write(
  ['| Variable | Default | What it does |', '| --- | --- | --- |', ...rows].join('\n') + '\n',
);
