import type { CostEstimation } from '@roomcraft/contracts/cost-estimation-api';
import { compareEstimates, formatCents, formatDiff } from '../cost-estimation.models';
import { EstimateSummary } from './estimate-summary';

const words = (value: string) => value.replaceAll('-', ' ');

/** Who an estimate is, in a few words: room, tier, date. */
export function estimationLabel(estimation: CostEstimation) {
  return `${words(estimation.project.roomType)} · ${words(estimation.project.finishTier)} · ${new Date(
    estimation.createdAt,
  ).toLocaleDateString()}`;
}

function Side({ title, estimation }: { title: string; estimation: CostEstimation }) {
  const estimate = estimation.estimate;
  if (!estimate) return null;
  return (
    <div className="min-w-0 rounded-xl border bg-card p-4">
      <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
      <p className="mt-1 truncate text-sm capitalize">{estimationLabel(estimation)}</p>
      <EstimateSummary estimate={estimate} size="compact" />
      <p className="text-sm text-muted-foreground">
        {Math.round(estimate.floorAreaSqFt)} sq ft · {estimate.lineItems.length} lines
      </p>
    </div>
  );
}

/** Two finished estimates side by side: totals, ranges and where their line items differ. */
export function EstimateCompare({ base, other }: { base: CostEstimation; other: CostEstimation }) {
  if (!base.estimate || !other.estimate) return null;
  const { lines, totalDiffCents } = compareEstimates(base.estimate, other.estimate);
  const cheaper = totalDiffCents < 0 ? 'less' : 'more';
  return (
    <section aria-labelledby="compare-title" className="flex flex-col gap-4 print:hidden">
      <h2 id="compare-title" className="text-lg font-semibold tracking-tight">
        Side by side
      </h2>
      <div className="grid grid-cols-2 gap-3">
        <Side title="This estimate" estimation={base} />
        <Side title="Compared with" estimation={other} />
      </div>
      <p data-testid="compare-difference" className="font-medium">
        {totalDiffCents === 0
          ? 'Both estimates have the same typical total.'
          : `The other estimate costs ${formatCents(Math.abs(totalDiffCents))} ${cheaper} (typical total).`}
      </p>
      <div className="overflow-x-auto rounded-xl border">
        <table className="w-full text-sm">
          <caption className="sr-only">Line items compared, largest difference first</caption>
          <thead className="bg-muted/40 text-left">
            <tr>
              <th scope="col" className="px-2 py-2 font-medium sm:p-3">
                Item
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium sm:p-3">
                This
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium sm:p-3">
                Other
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium sm:p-3">
                Difference
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.label} className="border-t">
                <th scope="row" className="px-2 py-2 text-left font-normal break-words sm:p-3">
                  {line.label}
                </th>
                <td className="px-2 py-2 text-right whitespace-nowrap tabular-nums sm:p-3">
                  {line.baseCents === 0 ? '—' : formatCents(line.baseCents)}
                </td>
                <td className="px-2 py-2 text-right whitespace-nowrap tabular-nums sm:p-3">
                  {line.otherCents === 0 ? '—' : formatCents(line.otherCents)}
                </td>
                <td
                  className={`px-2 py-2 text-right font-medium whitespace-nowrap tabular-nums sm:p-3 ${
                    line.diffCents > 0 ? 'text-destructive' : line.diffCents < 0 ? 'text-primary' : ''
                  }`}
                >
                  {formatDiff(line.diffCents)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t bg-muted/40 font-semibold">
              <th scope="row" className="px-2 py-2 text-left sm:p-3">
                Total
              </th>
              <td className="px-2 py-2 text-right whitespace-nowrap tabular-nums sm:p-3">
                {formatCents(base.estimate.totalCents)}
              </td>
              <td className="px-2 py-2 text-right whitespace-nowrap tabular-nums sm:p-3">
                {formatCents(other.estimate.totalCents)}
              </td>
              <td className="px-2 py-2 text-right whitespace-nowrap tabular-nums sm:p-3">
                {formatDiff(totalDiffCents)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
