import { useId } from 'react';
import { CircleAlert, LayoutPanelTop, Lightbulb, Sofa, type LucideIcon } from 'lucide-react';
import type { StudioMode } from '@roomcraft/contracts/accounts';
import { modeCosts } from '@roomcraft/contracts/credits';
import { useCredits } from '@/features/credits/credits.queries';
import { cn } from '@/lib/cn';

/** Mode definition of docs/spec §3: id, title, description, creditCost, icon. */
export interface ModeDefinition {
  id: StudioMode;
  title: string;
  description: string;
  creditCost: number;
  /** Ideation charges per idea. */
  perIdea: boolean;
  icon: LucideIcon;
}

/** The picker's modes (docs/spec §2: visualize is left out of the picker). */
export const pickerModes: readonly ModeDefinition[] = [
  {
    id: 'ideation',
    title: 'Ideation',
    description: 'Several design ideas from one photo, each with its own image.',
    creditCost: modeCosts.ideation,
    perIdea: true,
    icon: Lightbulb,
  },
  {
    id: 'compose',
    title: 'Compose',
    description: 'Add furniture and decor items to your room.',
    creditCost: modeCosts.compose,
    perIdea: false,
    icon: Sofa,
  },
  {
    id: 'floorplan',
    title: 'Floor plan',
    description: 'Turn a blueprint into a 3D visualisation.',
    creditCost: modeCosts.floorplan,
    perIdea: false,
    icon: LayoutPanelTop,
  },
];

const costText = (mode: ModeDefinition) =>
  `${mode.creditCost} ${mode.creditCost === 1 ? 'credit' : 'credits'}${mode.perIdea ? '/idea' : ''}`;

/**
 * Studio mode cards with their credit cost: the badge is red when the balance is below the cost, else blue,
 * and says so in words too. Three columns at every width (compact under 768 px).
 */
export function ModePicker({ value, onChange }: { value: StudioMode; onChange(mode: StudioMode): void }) {
  // Visitors have no balance: their badges stay blue.
  const credits = useCredits();
  const total = credits.data?.totalCredits;
  const id = useId();
  return (
    <div role="group" aria-label="Studio mode" className="grid grid-cols-3 gap-2 md:gap-3">
      {pickerModes.map((mode) => {
        const selected = mode.id === value;
        const short = total !== undefined && total < mode.creditCost;
        return (
          <button
            key={mode.id}
            type="button"
            aria-pressed={selected}
            // Named by the title; the cost and description are read after it.
            aria-labelledby={`${id}-${mode.id}-title`}
            aria-describedby={`${id}-${mode.id}-cost ${id}-${mode.id}-text`}
            onClick={() => onChange(mode.id)}
            className={cn(
              'flex min-h-11 flex-col items-start gap-2 rounded-xl border bg-card p-2.5 text-left transition-colors hover:border-primary/40 hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:p-4',
              selected && 'border-primary bg-primary-soft ring-1 ring-primary hover:bg-primary-soft',
            )}
          >
            <span className="flex w-full flex-wrap items-center justify-between gap-1.5">
              <span className="flex size-8 items-center justify-center rounded-lg bg-primary-soft text-primary-text md:size-10">
                <mode.icon className="size-4 md:size-5" aria-hidden="true" />
              </span>
              <span
                id={`${id}-${mode.id}-cost`}
                data-testid={`mode-cost-${mode.id}`}
                data-enough={short ? 'false' : 'true'}
                className={cn(
                  'inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-[0.6875rem] leading-none font-semibold whitespace-nowrap',
                  short
                    ? 'bg-destructive-soft text-destructive'
                    : 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
                )}
              >
                {short && <CircleAlert className="size-3" aria-hidden="true" />}
                {costText(mode)}
                {short && <span className="sr-only">, not enough credits</span>}
              </span>
            </span>
            <span id={`${id}-${mode.id}-title`} className="text-sm font-semibold md:text-base">
              {mode.title}
            </span>
            <span id={`${id}-${mode.id}-text`} className="hidden text-sm text-muted-foreground md:block">
              {mode.description}
            </span>
          </button>
        );
      })}
    </div>
  );
}
