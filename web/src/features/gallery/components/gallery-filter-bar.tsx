import type { RoomImageMode } from '@roomcraft/contracts/studio';
import type { GalleryFilterOption, GalleryFilters } from '../gallery-groups';

/**
 * Mode and style filters of the gallery. Native selects: the phone's own picker, and a long list of styles
 * never widens the page (issue 14: the gallery must work at 375 px).
 */
export function GalleryFilterBar({
  filters,
  options,
  onChange,
}: {
  filters: GalleryFilters;
  options: { modes: GalleryFilterOption<RoomImageMode>[]; styles: GalleryFilterOption[] };
  onChange: (name: keyof GalleryFilters, value: string | null) => void;
}) {
  return (
    <div role="group" aria-label="Filter designs" className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
      <FilterSelect
        label="Mode"
        allLabel="All modes"
        value={filters.mode}
        options={options.modes}
        onChange={(value) => onChange('mode', value)}
      />
      <FilterSelect
        label="Style"
        allLabel="All styles"
        value={filters.style}
        options={options.styles}
        onChange={(value) => onChange('style', value)}
      />
    </div>
  );
}

function FilterSelect({
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: string | null;
  options: GalleryFilterOption[];
  onChange: (value: string | null) => void;
}) {
  return (
    <label className="flex min-w-0 flex-col gap-1 text-sm font-medium sm:w-56">
      {label}
      <select
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
        className="min-h-11 w-full min-w-0 truncate rounded-md border bg-card px-3 text-base font-normal sm:text-sm"
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
