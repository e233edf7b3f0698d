import { configSpec, type ConfigKeySpec } from '../kernel/config';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The configuration reference as a Markdown table: the README's "Configuration" section. */
export function configReferenceMarkdown(): string {
  const rows = (configSpec as readonly ConfigKeySpec[]).map((spec) => {
    const fallback =
      spec.default === undefined
        ? 'unset'
        : typeof spec.default === 'string'
          ? `\`${spec.default}\``
          : spec.default.describe;
    return `| \`${spec.env}\` | ${cell(fallback)} | ${cell(spec.doc)} |`;
  });
  return ['| Variable | Default | What it does |', '| --- | --- | --- |', ...rows].join('\n') + '\n';
}
