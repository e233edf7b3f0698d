import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { CostLineItem } from '@roomcraft/contracts/cost-estimation';
import { formatCents } from '../cost-estimation.models';

/**
 * Where the money goes: one bar per line item (typical total), split into material and labour where the
 * source publishes the split. Loaded lazily: recharts stays out of the main bundle.
 */
export default function BreakdownChart({ lineItems }: { lineItems: CostLineItem[] }) {
  const data = [...lineItems]
    .sort((a, b) => b.totalCents.typical - a.totalCents.typical)
    .map((line) => {
      const split = line.materialCents !== null && line.labourCents !== null;
      return {
        name: line.description.length > 28 ? `${line.description.slice(0, 27)}…` : line.description,
        material: split ? line.materialCents! / 100 : 0,
        labour: split ? line.labourCents! / 100 : 0,
        unsplit: split ? 0 : line.totalCents.typical / 100,
      };
    });
  const height = Math.max(160, data.length * 36 + 60);
  return (
    <div style={{ height }} className="w-full text-xs">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 4 }}>
          <CartesianGrid horizontal={false} strokeDasharray="3 3" />
          <XAxis type="number" tickFormatter={(v: number) => formatCents(v * 100)} />
          <YAxis type="category" dataKey="name" width={150} interval={0} />
          <Tooltip formatter={(value) => formatCents(Number(value) * 100)} />
          <Legend />
          <Bar dataKey="material" name="Material" stackId="cost" fill="var(--color-primary)" />
          <Bar dataKey="labour" name="Labour" stackId="cost" fill="var(--color-chart-2, #c2794d)" />
          <Bar dataKey="unsplit" name="Installed (no published split)" stackId="cost" fill="#9a948a" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
