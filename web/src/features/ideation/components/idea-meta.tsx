import type { Idea } from '@roomcraft/contracts/studio';
import type { EngineName } from '@roomcraft/contracts/catalogue/engine-options';
import { Badge } from '@/components/ui/badge';

const costLabels: Record<Idea['estimatedCost'], string> = {
  budget: 'Budget',
  'mid-range': 'Mid-range',
  luxury: 'Luxury',
};
const difficultyLabels: Record<Idea['difficulty'], string> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
};
const engineLabels: Record<EngineName, string> = {
  local: 'Offline engine',
  openai: 'OpenAI',
  gemini: 'Gemini',
};

export const engineLabel = (engine: EngineName) => engineLabels[engine];

/** "87%" of the room's structure kept, from a 0..1 score. */
export const formatStructureScore = (score: number) =>
  `${Math.round(Math.min(1, Math.max(0, score)) * 100)}%`;

/** The first three colours of the palette (docs/spec §3), each named for screen readers. */
export function PaletteSwatches({ colours }: { colours: Idea['colorPalette'] }) {
  const shown = colours.slice(0, 3);
  if (shown.length === 0) return null;
  return (
    <ul className="flex items-center gap-1.5" aria-label="Colour palette">
      {shown.map((colour) => (
        <li key={`${colour.hex}-${colour.name}`} className="flex items-center">
          <span
            className="block size-5 rounded-full border border-black/10 shadow-xs"
            style={{ backgroundColor: colour.hex }}
            title={`${colour.name} (${colour.hex})`}
          />
          <span className="sr-only">{colour.name}</span>
        </li>
      ))}
    </ul>
  );
}

/** Style, mood, cost tier and difficulty as small badges. */
export function IdeaBadges({ idea }: { idea: Idea }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      <Badge variant="soft">{idea.style}</Badge>
      {idea.mood && <Badge variant="outline">{idea.mood}</Badge>}
      <Badge variant="outline">
        <span className="sr-only">Cost: </span>
        {costLabels[idea.estimatedCost]}
      </Badge>
      <Badge variant="outline">
        <span className="sr-only">Difficulty: </span>
        {difficultyLabels[idea.difficulty]}
      </Badge>
    </div>
  );
}
