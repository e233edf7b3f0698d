import { lazy, Suspense } from 'react';
import { Download, ExternalLink, Printer } from 'lucide-react';
import type { CostEstimation } from '@roomcraft/contracts/cost-estimation-api';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { estimateToCsv, formatCents } from '../cost-estimation.models';
import { EstimateSummary } from './estimate-summary';

const BreakdownChart = lazy(() => import('./breakdown-chart'));

function downloadCsv(estimation: CostEstimation) {
  const blob = new Blob([estimateToCsv(estimation)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `cost-estimate-${estimation.id.slice(0, 8)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

const words = (value: string) => value.replaceAll('-', ' ');

/** A finished estimate: totals and range, the chart, every line with its sources, assumptions, export. */
export function EstimateView({ estimation }: { estimation: CostEstimation }) {
  const estimate = estimation.estimate;
  if (!estimate) return null;
  const sourceIndex = new Map(estimate.sources.map((source, index) => [source.id, index + 1]));
  const material = estimate.lineItems.reduce((sum, line) => sum + (line.materialCents ?? 0), 0);
  const labour = estimate.lineItems.reduce((sum, line) => sum + (line.labourCents ?? 0), 0);
  return (
    <div id="estimate-print" className="flex flex-col gap-8">
      {/* Print only the estimate, not the app shell around it. */}
      <style>{`@media print { body * { visibility: hidden; } #estimate-print, #estimate-print * { visibility: visible; } #estimate-print { position: absolute; inset: 0 auto auto 0; width: 100%; } }`}</style>
      <section aria-labelledby="total-title" className="rounded-xl border bg-card p-5 sm:p-6">
        <h2 id="total-title" className="text-sm font-medium text-muted-foreground">
          Estimated total (typical)
        </h2>
        <EstimateSummary
          estimate={estimate}
          size="large"
          details={
            <>
              {words(estimate.finishTier)} finishes · {words(estimate.contractor)} ·{' '}
              {Math.round(estimate.floorAreaSqFt)} sq ft ({Math.round(estimate.floorAreaSqFt / 10.7639)} m²) ·
              prices of {estimate.priceYear}
            </>
          }
        />
        {(material > 0 || labour > 0) && (
          <p className="mt-2 text-sm text-muted-foreground">
            Where the source splits it: material {formatCents(material)}, labour {formatCents(labour)}.
          </p>
        )}
        <div className="mt-4 flex flex-wrap gap-2 print:hidden">
          <Button variant="outline" onClick={() => downloadCsv(estimation)}>
            <Download aria-hidden="true" />
            Export CSV
          </Button>
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Print or save as PDF
          </Button>
        </div>
      </section>

      <section aria-labelledby="chart-title" className="flex flex-col gap-3 break-inside-avoid">
        <h2 id="chart-title" className="text-lg font-semibold tracking-tight">
          Where the money goes
        </h2>
        <Suspense fallback={<Skeleton className="h-64 w-full" aria-label="Loading chart" />}>
          <BreakdownChart lineItems={estimate.lineItems} />
        </Suspense>
      </section>

      <section aria-labelledby="items-title" className="flex flex-col gap-3">
        <h2 id="items-title" className="text-lg font-semibold tracking-tight">
          Line items
        </h2>
        <div className="overflow-x-auto rounded-xl border">
          <table className="w-full min-w-[40rem] text-sm">
            <thead className="bg-muted/50 text-left text-muted-foreground">
              <tr>
                <th scope="col" className="p-3 font-medium">
                  Item
                </th>
                <th scope="col" className="p-3 font-medium">
                  Quantity
                </th>
                <th scope="col" className="p-3 text-right font-medium">
                  Low
                </th>
                <th scope="col" className="p-3 text-right font-medium">
                  Typical
                </th>
                <th scope="col" className="p-3 text-right font-medium">
                  High
                </th>
                <th scope="col" className="p-3 font-medium">
                  Material / labour
                </th>
                <th scope="col" className="p-3 font-medium">
                  Sources
                </th>
              </tr>
            </thead>
            <tbody>
              {estimate.lineItems.map((line) => (
                <tr key={line.id} className="border-t align-top">
                  <th scope="row" className="p-3 text-left font-medium">
                    {line.description}
                  </th>
                  <td className="p-3 whitespace-nowrap">
                    {Math.round(line.quantity * 10) / 10} {line.unit}
                  </td>
                  <td className="p-3 text-right whitespace-nowrap">{formatCents(line.totalCents.low)}</td>
                  <td className="p-3 text-right font-semibold whitespace-nowrap">
                    {formatCents(line.totalCents.typical)}
                  </td>
                  <td className="p-3 text-right whitespace-nowrap">{formatCents(line.totalCents.high)}</td>
                  <td className="p-3 whitespace-nowrap text-muted-foreground">
                    {line.materialCents !== null && line.labourCents !== null
                      ? `${formatCents(line.materialCents)} / ${formatCents(line.labourCents)}`
                      : 'not published'}
                  </td>
                  <td className="p-3">
                    {line.sourceIds.map((id) => (
                      <a key={id} href={`#source-${id}`} className="mr-1 text-primary-text underline">
                        [{sourceIndex.get(id)}]
                      </a>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t bg-muted/30 font-semibold">
                <th scope="row" className="p-3 text-left">
                  Total
                </th>
                <td className="p-3" />
                <td className="p-3 text-right">{formatCents(estimate.rangeCents.low)}</td>
                <td className="p-3 text-right">{formatCents(estimate.totalCents)}</td>
                <td className="p-3 text-right">{formatCents(estimate.rangeCents.high)}</td>
                <td className="p-3" colSpan={2} />
              </tr>
            </tfoot>
          </table>
        </div>
      </section>

      {estimation.alternatives.length > 0 && (
        <section aria-labelledby="alternatives-title" className="flex flex-col gap-3 break-inside-avoid">
          <h2 id="alternatives-title" className="text-lg font-semibold tracking-tight">
            Alternatives
          </h2>
          <ul className="grid gap-3 sm:grid-cols-3">
            {estimation.alternatives.map((alternative) => (
              <li key={alternative.label} className="rounded-lg border p-3">
                <p className="font-medium capitalize">{alternative.label}</p>
                <p className="text-lg font-semibold">{formatCents(alternative.totalCents)}</p>
                <p className="text-sm text-muted-foreground">
                  {formatCents(alternative.rangeCents.low)} – {formatCents(alternative.rangeCents.high)}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="assumptions-title" className="flex flex-col gap-3">
        <h2 id="assumptions-title" className="text-lg font-semibold tracking-tight">
          Assumptions
        </h2>
        <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
          {estimate.assumptions.map((assumption) => (
            <li key={assumption}>{assumption}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="sources-title" className="flex flex-col gap-3">
        <h2 id="sources-title" className="text-lg font-semibold tracking-tight">
          Sources
        </h2>
        <ol className="space-y-2 text-sm">
          {estimate.sources.map((source, index) => (
            <li key={source.id} id={`source-${source.id}`} className="flex gap-2">
              <span className="text-muted-foreground">[{index + 1}]</span>
              <span>
                <a
                  href={source.url}
                  target="_blank"
                  rel="noreferrer"
                  className="font-medium text-primary-text underline"
                >
                  {source.title}
                  <ExternalLink className="ml-1 inline size-3" aria-hidden="true" />
                </a>{' '}
                — {source.publisher}, {source.year}.{' '}
                <span className="text-muted-foreground">{source.note}</span>
              </span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
