import { designStyleDefinitions, isCatalogueDesignStyle } from '@roomcraft/contracts/catalogue/design-styles';
import { outdoorPalettes } from '@roomcraft/contracts/catalogue/outdoor-palettes';
import type { NamedColour } from '@roomcraft/contracts/catalogue/style-definitions';

/**
 * What a style means outdoors (issue 10, point 6): the facade, trim, door and roof of an exterior and
 * the lawn, paving and planting of a garden, so a user sees what "Mediterranean" will do to a house.
 */
export function OutdoorPalettePreview({ designStyle }: { designStyle: string }) {
  if (!isCatalogueDesignStyle(designStyle)) return null;
  const palette = outdoorPalettes[designStyleDefinitions[designStyle]];
  const parts: Array<[string, NamedColour]> = [
    ['Facade', palette.facade[0]!],
    ['Trim', palette.trim],
    ['Door', palette.door],
    ['Roof', palette.roof],
    ['Lawn', palette.lawn],
    ['Paving', palette.paving[0]!],
  ];
  return (
    <div className="flex flex-col gap-2 rounded-lg border bg-card p-3 text-sm" data-testid="outdoor-palette">
      <p className="font-medium">Outdoors in this style</p>
      <ul className="grid grid-cols-1 gap-x-3 gap-y-1.5 min-[420px]:grid-cols-2">
        {parts.map(([label, colour]) => (
          <li key={label} className="flex min-w-0 items-center gap-2">
            <span
              aria-hidden="true"
              className="size-4 shrink-0 rounded-sm border border-black/10"
              style={{ backgroundColor: colour.hex }}
            />
            <span className="min-w-0">
              <span className="text-muted-foreground">{label}:</span> {colour.name}
            </span>
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground">Planting: {palette.planting}.</p>
    </div>
  );
}
