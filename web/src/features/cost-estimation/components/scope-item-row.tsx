import type { ReactNode } from 'react';
import { countertopMaterials, flooringMaterials, type ScopeItem } from '@roomcraft/contracts/cost-estimation';
import type { SuggestedScopeItem } from '@roomcraft/contracts/cost-estimation-api';
import { Input } from '@/components/ui/input';
import { hasQuantity, scopeItemLabel } from '../cost-estimation.models';
import { ChoiceSelect, toOptions } from './choice-select';

/** One scope line: a switch, its label and reason, and what can be changed (quantity, material, action). */
export function ScopeItemRow({
  entry,
  index,
  onChange,
  actions,
}: {
  entry: SuggestedScopeItem;
  index: number;
  onChange: (entry: SuggestedScopeItem) => void;
  /** Extra controls at the end of the row (/budget-planning: move up or down, remove). */
  actions?: ReactNode;
}) {
  const { item } = entry;
  const id = `scope-${index}`;
  const label = scopeItemLabel(item);
  const setItem = (next: ScopeItem) => onChange({ ...entry, item: next });
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-start">
      <label htmlFor={id} className="flex min-h-11 flex-1 cursor-pointer items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-[var(--color-primary)]"
          checked={entry.included}
          onChange={(event) => onChange({ ...entry, included: event.target.checked })}
        />
        <span className="min-w-0">
          <span className="block font-medium">{label}</span>
          <span className="block text-sm text-muted-foreground">{entry.reason}</span>
        </span>
      </label>
      <div className="flex flex-wrap items-end gap-2 pl-8 sm:pl-0">
        {hasQuantity(item) && (
          <div className="w-24">
            <label htmlFor={`${id}-qty`} className="mb-1 block text-xs text-muted-foreground">
              Quantity
            </label>
            <Input
              id={`${id}-qty`}
              type="number"
              inputMode="numeric"
              min={1}
              max={500}
              aria-label={`${label} quantity`}
              value={item.quantity}
              onChange={(event) =>
                setItem({
                  ...item,
                  quantity: Math.min(500, Math.max(1, Math.round(Number(event.target.value) || 1))),
                })
              }
            />
          </div>
        )}
        {item.kind === 'flooring' && (
          <ChoiceSelect
            id={`${id}-material`}
            label="Material"
            className="w-48"
            value={item.material}
            options={toOptions(flooringMaterials)}
            onChange={(material) => setItem({ ...item, material })}
          />
        )}
        {item.kind === 'countertops' && (
          <ChoiceSelect
            id={`${id}-material`}
            label="Material"
            className="w-44"
            value={item.material}
            options={toOptions(countertopMaterials)}
            onChange={(material) => setItem({ ...item, material })}
          />
        )}
        {item.kind === 'cabinets' && (
          <ChoiceSelect
            id={`${id}-action`}
            label="Work"
            className="w-36"
            value={item.action}
            options={[
              { value: 'reface', label: 'Reface' },
              { value: 'replace', label: 'Replace' },
            ]}
            onChange={(action) => setItem({ ...item, action })}
          />
        )}
        {actions}
      </div>
    </li>
  );
}
