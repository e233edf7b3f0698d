import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Calculator, Plus } from 'lucide-react';
import { contractors, costRoomTypes, finishTiers } from '@roomcraft/contracts/cost-estimation';
import {
  costAnalysisFeature,
  type CostAnalysisVersion,
  type RoomObjectsResponse,
} from '@roomcraft/contracts/cost-estimation-api';
import { featureCosts } from '@roomcraft/contracts/credits';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { usePlan, usePlanAccess } from '@/features/plan/plan.queries';
import { isApiError } from '@/lib/api-client';
import { useStartCostEstimation } from '../cost-estimation.queries';
import {
  costCountries,
  extraScopeItems,
  isValidPlace,
  scopeItemLabel,
  SQFT_PER_M2,
  toProject,
  type ScopeDraft,
} from '../cost-estimation.models';
import { ChoiceSelect, toOptions } from './choice-select';
import { ProfessionalGate } from './professional-gate';
import { ScopeItemRow } from './scope-item-row';

const VERSION_KEY = 'roomcraft.cost-estimation-version';
const readVersion = (): CostAnalysisVersion => {
  try {
    return window.localStorage.getItem(VERSION_KEY) === 'v1' ? 'v1' : 'v2';
  } catch {
    return 'v2';
  }
};

const contractorOptions = [
  { value: 'auto', label: 'Decide from the scope' },
  ...contractors.map((value) => ({
    value,
    label: {
      'full-service-remodeler': 'Full-service remodeler',
      'general-contractor': 'General contractor',
      'trades-direct': 'I hire each trade',
    }[value],
  })),
] as const;

/**
 * Step 2 of /cost-analysis: the scope the photo suggests, editable (items, quantities, materials, area
 * with its unit, finish tier, region, who runs the job), then the run (credits per version, plan gate).
 */
export function ScopeEditor({ roomImageId, objects }: { roomImageId: string; objects: RoomObjectsResponse }) {
  const navigate = useNavigate();
  const plan = usePlan();
  const hasPlan = usePlanAccess();
  const start = useStartCostEstimation();
  const [version, setVersion] = useState<CostAnalysisVersion>(readVersion);
  const [draft, setDraft] = useState<ScopeDraft>(() => ({
    roomType: objects.roomType,
    areaValue: objects.floorArea.value,
    areaUnit: 'm2',
    finishTier: 'mid-range',
    country: 'US',
    place: '',
    contractor: 'auto',
    items: objects.suggestedScope,
  }));
  const [extra, setExtra] = useState('');
  const update = (changes: Partial<ScopeDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const included = draft.items.filter((entry) => entry.included).length;
  const placeValid = isValidPlace(draft.country, draft.place);
  const areaValid = Number.isFinite(draft.areaValue) && draft.areaValue > 0 && draft.areaValue <= 100_000;
  // docs/spec §6: cost estimation needs Professional (the server checks it again).
  const allowed = hasPlan('pro');
  const cost = featureCosts[costAnalysisFeature[version]];

  const setUnit = (areaUnit: 'm2' | 'ft2') => {
    if (areaUnit === draft.areaUnit) return;
    const factor = areaUnit === 'ft2' ? SQFT_PER_M2 : 1 / SQFT_PER_M2;
    update({ areaUnit, areaValue: Math.round(draft.areaValue * factor * 10) / 10 });
  };
  const run = () => {
    window.localStorage.setItem(VERSION_KEY, version);
    start.mutate(
      { roomImageId, version, project: toProject(draft, new Date().getFullYear()) },
      { onSuccess: (id) => void navigate(`/cost-estimations/${id}`) },
    );
  };
  const range = objects.floorArea;
  const unitRange = (m2: number) => (draft.areaUnit === 'm2' ? m2 : Math.round(m2 * SQFT_PER_M2));

  return (
    <div className="flex flex-col gap-6">
      {objects.isDesign && (
        <Alert role="status">
          <div>
            <p className="font-semibold">Pricing what this design changes</p>
            <p>
              {objects.designChanges.length > 0
                ? objects.designChanges.map((change) => change.summary).join('; ') + '.'
                : 'No clear change was measured between the photo and the design: pick the work yourself.'}
            </p>
          </div>
        </Alert>
      )}
      <section aria-labelledby="room-settings-title" className="grid gap-4 sm:grid-cols-2">
        <h3 id="room-settings-title" className="text-base font-semibold sm:col-span-2">
          The room
        </h3>
        <ChoiceSelect
          id="cost-room-type"
          label="Room type"
          value={draft.roomType}
          options={toOptions(costRoomTypes)}
          onChange={(roomType) => update({ roomType })}
        />
        <div>
          <label htmlFor="cost-area" className="mb-1.5 block text-sm font-medium">
            Floor area
          </label>
          <div className="flex gap-2">
            <Input
              id="cost-area"
              type="number"
              inputMode="decimal"
              min={0.1}
              step={0.1}
              aria-invalid={!areaValid || undefined}
              aria-describedby="cost-area-hint"
              value={Number.isFinite(draft.areaValue) ? draft.areaValue : ''}
              onChange={(event) => update({ areaValue: Number.parseFloat(event.target.value) })}
            />
            <div role="radiogroup" aria-label="Area unit" className="flex shrink-0 rounded-lg border p-0.5">
              {(['m2', 'ft2'] as const).map((unit) => (
                <button
                  key={unit}
                  type="button"
                  role="radio"
                  aria-checked={draft.areaUnit === unit}
                  onClick={() => setUnit(unit)}
                  className="min-h-10 min-w-11 rounded-md px-2 text-sm aria-checked:bg-primary aria-checked:text-primary-foreground"
                >
                  {unit === 'm2' ? 'm²' : 'ft²'}
                </button>
              ))}
            </div>
          </div>
          <p id="cost-area-hint" className="mt-1.5 text-xs text-muted-foreground">
            Likely {unitRange(range.low)}–{unitRange(range.high)} {draft.areaUnit === 'm2' ? 'm²' : 'ft²'}.{' '}
            {range.explanation}
          </p>
          {!areaValid && (
            <p className="mt-1 text-sm text-destructive">Enter the floor area (a positive number).</p>
          )}
        </div>
        <ChoiceSelect
          id="cost-finish"
          label="Finish tier"
          value={draft.finishTier}
          options={toOptions(finishTiers)}
          onChange={(finishTier) => update({ finishTier })}
        />
        <ChoiceSelect
          id="cost-contractor"
          label="Who runs the job"
          value={draft.contractor}
          options={contractorOptions}
          onChange={(contractor) => update({ contractor })}
        />
        <ChoiceSelect
          id="cost-country"
          label="Country"
          value={draft.country}
          options={costCountries.map((c) => ({ value: c.code, label: c.name }))}
          onChange={(country) => update({ country })}
        />
        {draft.country === 'US' && (
          <div>
            <label htmlFor="cost-place" className="mb-1.5 block text-sm font-medium">
              State or ZIP code (optional)
            </label>
            <Input
              id="cost-place"
              placeholder="e.g. TX or 94110"
              value={draft.place}
              aria-invalid={!placeValid || undefined}
              onChange={(event) => update({ place: event.target.value })}
            />
            {!placeValid && (
              <p className="mt-1 text-sm text-destructive">
                Use a two-letter state (TX) or a ZIP code (94110).
              </p>
            )}
          </div>
        )}
      </section>

      <section aria-labelledby="scope-title" className="flex flex-col gap-3">
        <h3 id="scope-title" className="text-base font-semibold">
          The work ({included} of {draft.items.length} items on)
        </h3>
        <ul className="flex flex-col gap-2">
          {draft.items.map((entry, index) => (
            <ScopeItemRow
              key={index}
              entry={entry}
              index={index}
              onChange={(next) => update({ items: draft.items.map((e, i) => (i === index ? next : e)) })}
            />
          ))}
        </ul>
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-56 flex-1">
            <label htmlFor="cost-extra" className="mb-1.5 block text-sm font-medium">
              Add an item
            </label>
            <select
              id="cost-extra"
              className="h-11 w-full rounded-lg border border-input bg-card px-3 text-base sm:text-sm"
              value={extra}
              onChange={(event) => setExtra(event.target.value)}
            >
              <option value="">Choose…</option>
              {extraScopeItems.map((item, index) => (
                <option key={index} value={String(index)}>
                  {scopeItemLabel(item)}
                </option>
              ))}
            </select>
          </div>
          <Button
            variant="outline"
            disabled={extra === ''}
            onClick={() => {
              const item = extraScopeItems[Number(extra)];
              if (item)
                update({ items: [...draft.items, { item, included: true, reason: 'Added by you.' }] });
              setExtra('');
            }}
          >
            <Plus aria-hidden="true" />
            Add
          </Button>
        </div>
        {objects.objects.length > 0 && (
          <p className="text-sm text-muted-foreground">
            Seen in the photo:{' '}
            {objects.objects
              .map((o) =>
                o.share !== null
                  ? `${o.objectName} (${Math.round(o.share * 100)} % of the photo)`
                  : `${o.objectName} (${Math.round((o.confidence ?? 0) * 100)} % sure)`,
              )
              .join(', ')}
            .
          </p>
        )}
        {objects.unpriced.length > 0 && (
          <p className="text-sm text-muted-foreground">
            Also seen, not priced (no published unit cost): {objects.unpriced.join(', ')}.
          </p>
        )}
      </section>

      <section aria-labelledby="run-title" className="flex flex-col gap-3 rounded-xl border bg-card p-4">
        <h3 id="run-title" className="text-base font-semibold">
          Estimate
        </h3>
        <div role="radiogroup" aria-label="Analysis version" className="grid gap-2 sm:grid-cols-2">
          {(
            [
              ['v1', 'Basic', `${featureCosts.BASIC_COST_ESTIMATION} credits: itemised at your finish tier.`],
              [
                'v2',
                'Advanced',
                `${featureCosts.ADVANCED_COST_ANALYSIS_V2} premium credits: also every tier and contractor option.`,
              ],
            ] as const
          ).map(([value, title, text]) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={version === value}
              onClick={() => setVersion(value)}
              className="rounded-lg border p-3 text-left aria-checked:border-primary aria-checked:bg-primary-soft"
            >
              <span className="block font-medium">{title}</span>
              <span className="block text-sm text-muted-foreground">{text}</span>
            </button>
          ))}
        </div>
        {start.error && (
          <Alert variant="destructive" role="alert">
            <p>
              {isApiError(start.error)
                ? start.error.message
                : 'The estimate could not be started. Try again.'}
            </p>
          </Alert>
        )}
        {plan.isPending ? null : allowed ? (
          <Button
            size="lg"
            className="self-start"
            disabled={included === 0 || !areaValid || !placeValid || start.isPending}
            onClick={run}
          >
            <Calculator aria-hidden="true" />
            {start.isPending ? 'Starting…' : `Estimate cost (${cost} credits)`}
          </Button>
        ) : (
          <ProfessionalGate />
        )}
        {included === 0 && (
          <p className="text-sm text-muted-foreground">Switch on at least one item to estimate.</p>
        )}
      </section>
    </div>
  );
}
