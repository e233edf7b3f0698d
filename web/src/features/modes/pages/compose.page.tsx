import { useRef, useState } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { furnitureCatalogue } from '@roomcraft/contracts/catalogue/furniture';
import { premiumOnlyFeatures } from '@roomcraft/contracts/credits';
import { generationCosts, generationLimits } from '@roomcraft/contracts/generations';
import type { RoomImage } from '@roomcraft/contracts/studio';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { FurniturePicture } from '../components/furniture-picture';
import { GenerateButton } from '../components/generate-button';
import { GenerationResult } from '../components/generation-result';
import { TurnPreview } from '../components/turn-preview';
import { ModePageShell, RESULT_PARAM, useModeParams } from '../components/mode-page-shell';
import { useStartGeneration } from '../use-generation';

interface Placed {
  key: number;
  itemId: string;
  x: number;
  y: number;
  scale: number;
  rotation: number;
}

/**
 * /compose (issue 10): pick catalogue furniture, place it on the photo (drag), scale and rotate it, then
 * generate (2 premium credits, docs/spec §9).
 */
export function ComposePage() {
  return (
    <ModePageShell
      title="Compose"
      intro="Add furniture to your room: pick items, drag them where they should stand, size and turn them."
      mode="compose"
    >
      {({ roomImage }) => <ComposeWorkspace roomImage={roomImage} />}
    </ModePageShell>
  );
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));

function ComposeWorkspace({ roomImage }: { roomImage: RoomImage }) {
  const { resultId, set } = useModeParams();
  const [placed, setPlaced] = useState<Placed[]>([]);
  const [selectedKey, setSelectedKey] = useState<number | null>(null);
  const nextKey = useRef(1);
  const frame = useRef<HTMLDivElement>(null);
  const dragging = useRef<number | null>(null);
  const start = useStartGeneration((id) => set({ [RESULT_PARAM]: id }));
  const selected = placed.find((each) => each.key === selectedKey) ?? null;
  const update = (key: number, changes: Partial<Placed>) =>
    setPlaced((items) => items.map((each) => (each.key === key ? { ...each, ...changes } : each)));

  if (resultId)
    return (
      <GenerationResult
        roomImageId={resultId}
        mode="compose"
        onRestart={() => set({ [RESULT_PARAM]: null })}
        onTryAgain={() => set({ [RESULT_PARAM]: null })}
      />
    );

  const add = (itemId: string) => {
    if (placed.length >= generationLimits.composeMaxItems) return;
    const key = nextKey.current++;
    const offset = (placed.length % 4) * 0.12;
    setPlaced((items) => [...items, { key, itemId, x: 0.32 + offset, y: 0.85, scale: 1, rotation: 0 }]);
    setSelectedKey(key);
    // On a phone the catalogue is below the photo: bring the photo back to show where the item went.
    frame.current?.scrollIntoView?.({ block: 'nearest' });
  };

  const moveTo = (event: React.PointerEvent, key: number) => {
    const rect = frame.current?.getBoundingClientRect();
    if (!rect) return;
    update(key, {
      x: clamp((event.clientX - rect.left) / rect.width),
      y: clamp((event.clientY - rect.top) / rect.height),
    });
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,4fr)] lg:items-start">
      <div className="flex flex-col gap-3">
        <div ref={frame} className="relative w-full touch-none overflow-hidden rounded-xl border bg-muted">
          <img
            src={roomImage.imageUrl}
            alt="Your room"
            className="block w-full select-none"
            draggable={false}
          />
          {placed.map((each) => {
            const item = furnitureCatalogue.find((entry) => entry.id === each.itemId)!;
            const size = 14 * each.scale;
            return (
              <button
                key={each.key}
                type="button"
                aria-label={`${item.name}: drag to move`}
                aria-pressed={each.key === selectedKey}
                data-testid="placed-item"
                className={cn(
                  'absolute flex cursor-grab items-center justify-center rounded-lg border-2 bg-white/80 text-primary-text shadow-md active:cursor-grabbing',
                  each.key === selectedKey ? 'border-primary' : 'border-white',
                )}
                style={{
                  left: `${each.x * 100}%`,
                  top: `${each.y * 100}%`,
                  width: `${size}%`,
                  aspectRatio: '1',
                  transform: 'translate(-50%, -100%)',
                }}
                onPointerDown={(event) => {
                  dragging.current = each.key;
                  setSelectedKey(each.key);
                  event.currentTarget.setPointerCapture(event.pointerId);
                }}
                onPointerMove={(event) => dragging.current === each.key && moveTo(event, each.key)}
                onPointerUp={() => {
                  dragging.current = null;
                }}
              >
                {/* The piece's box at its turn, as the engine will turn it; the picture says what it is. */}
                <TurnPreview item={item} rotation={each.rotation} className="size-full p-1" />
                <FurniturePicture
                  itemId={item.id}
                  className="absolute top-0.5 left-0.5 size-1/3 rounded-sm border border-white"
                />
              </button>
            );
          })}
        </div>
        {selected && (
          <div
            className="flex flex-wrap items-center gap-4 rounded-lg border p-3 text-sm"
            data-testid="item-controls"
          >
            <TurnPreview
              item={furnitureCatalogue.find((entry) => entry.id === selected.itemId)!}
              rotation={selected.rotation}
              className="size-16 shrink-0 rounded-md bg-muted"
            />
            <span className="font-medium">
              {furnitureCatalogue.find((entry) => entry.id === selected.itemId)?.name}
            </span>
            <label className="flex items-center gap-2">
              Size
              <input
                type="range"
                min={generationLimits.composeScaleMin}
                max={generationLimits.composeScaleMax}
                step={0.05}
                value={selected.scale}
                onChange={(event) => update(selected.key, { scale: Number(event.target.value) })}
                className="w-28 accent-[var(--color-primary)]"
              />
            </label>
            <label className="flex items-center gap-2">
              Turn
              <input
                type="range"
                min={-180}
                max={180}
                step={5}
                value={selected.rotation}
                onChange={(event) => update(selected.key, { rotation: Number(event.target.value) })}
                className="w-28 accent-[var(--color-primary)]"
              />
              <span className="w-10 tabular-nums text-muted-foreground">{selected.rotation}°</span>
            </label>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setPlaced((items) => items.filter((each) => each.key !== selected.key));
                setSelectedKey(null);
              }}
            >
              <Trash2 aria-hidden="true" /> Remove
            </Button>
          </div>
        )}
      </div>
      <section aria-labelledby="catalogue-title" className="flex flex-col gap-3">
        <h2 id="catalogue-title" className="text-lg font-semibold tracking-tight">
          Furniture catalogue
        </h2>
        <ul
          className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-2"
          data-testid="furniture-catalogue"
        >
          {furnitureCatalogue.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => add(item.id)}
                className="flex w-full items-center gap-2 rounded-lg border bg-card p-2 text-left text-sm hover:border-primary/40 hover:bg-hover"
                title={item.description}
              >
                <FurniturePicture itemId={item.id} className="size-14 shrink-0 rounded-md" />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium">{item.name}</span>
                  <span className="block text-xs text-muted-foreground">
                    {item.widthCm}×{item.depthCm} cm
                  </span>
                </span>
                <Plus className="size-4 text-muted-foreground" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
        <GenerateButton
          cost={generationCosts.compose}
          // Compose is charged as ROOM_COMPOSE, which only premium credits pay for.
          premiumOnly={premiumOnlyFeatures.includes('ROOM_COMPOSE')}
          pending={start.isPending}
          disabled={placed.length === 0}
          label="Generate"
          onClick={() =>
            start.mutate({
              mode: 'compose',
              roomImageId: roomImage._id,
              items: placed.map(({ itemId, x, y, scale, rotation }) => ({ itemId, x, y, scale, rotation })),
            })
          }
        />
        <p className="text-xs text-muted-foreground">Compose uses premium (purchased) credits.</p>
      </section>
    </div>
  );
}

export default ComposePage;
