import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { Box, Download, Footprints, Heart, ImageDown, Map as MapIcon, RotateCw } from 'lucide-react';
import { toast } from 'sonner';
import type { FloorPlanIdea, FloorPlanRequest } from '@roomcraft/contracts/floor-plans';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Slider } from '@/components/ui/slider';
import { cn } from '@/lib/cn';
import {
  buildPlanScene,
  formatArea,
  formatLength,
  readAreaUnit,
  phoneViewerAspect,
  saveAreaUnit,
  type AreaUnit,
} from '../floor-plan-scene';
import type { FloorPlanModel } from '@roomcraft/contracts/floor-plans';
import { FloorPlan2d } from './floor-plan-2d';
import { RoomCorrections } from './room-corrections';
import type { FloorPlan3dHandle, ViewMode } from './floor-plan-3d';

// three.js and its React renderer load with this chunk only, after the model has arrived.
const FloorPlan3d = lazy(() => import('./floor-plan-3d'));

type View = ViewMode | 'plan';

function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function Toggle({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
  label: string;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-[var(--color-primary)]"
      />
      {label}
    </label>
  );
}

/** A completed floor plan: 3D orbit, walk-through and 2D plan, room details, ideas, exports. */
export function FloorPlanWorkspace({
  request,
  model,
  ideas,
  onToggleFavorite,
}: {
  request: FloorPlanRequest;
  model: FloorPlanModel;
  ideas: FloorPlanIdea[];
  onToggleFavorite: (idea: FloorPlanIdea) => void;
}) {
  const [view, setView] = useState<View>('orbit');
  const [wallHeight, setWallHeight] = useState(request.wallHeightMetres);
  const [unit, setUnit] = useState<AreaUnit>(() => readAreaUnit());
  const [showLabels, setShowLabels] = useState(true);
  const [showOverlay, setShowOverlay] = useState(true);
  const [furnished, setFurnished] = useState(true);
  const [selectedRoomId, setSelectedRoomId] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const viewer = useRef<FloorPlan3dHandle>(null);
  const scene = useMemo(() => buildPlanScene(model, { wallHeight }), [model, wallHeight]);
  const ideasByRoom = useMemo(
    () => new Map(furnished ? ideas.map((idea) => [idea.roomId, idea] as const) : []),
    [ideas, furnished],
  );
  const selected = scene.rooms.find((room) => room.id === selectedRoomId) ?? null;
  const selectedIdea = ideas.find((idea) => idea.roomId === selectedRoomId);
  const baseName = (request.title || 'floor-plan').replace(/[^a-z0-9-]+/gi, '-').toLowerCase();

  const exportGlb = async () => {
    setExporting(true);
    try {
      const glb = await viewer.current?.exportGlb();
      if (glb) download(new Blob([glb], { type: 'model/gltf-binary' }), `${baseName}.glb`);
    } catch {
      toast.error('Export failed', { description: 'The 3D model could not be exported. Please try again.' });
    } finally {
      setExporting(false);
    }
  };
  const exportPng = async () => {
    try {
      const png = await viewer.current?.exportPng();
      if (png) download(png, `${baseName}-${Date.now()}.png`);
    } catch {
      toast.error('Export failed', { description: 'The snapshot could not be made. Please try again.' });
    }
  };

  const views: Array<{ id: View; label: string; icon: typeof Box }> = [
    { id: 'orbit', label: '3D view', icon: Box },
    { id: 'walk', label: 'Walk through', icon: Footprints },
    { id: 'plan', label: '2D plan', icon: MapIcon },
  ];
  const scaleNote =
    model.scale?.source === 'dimensions'
      ? 'Scale read from the plan’s dimensions'
      : model.scale?.source === 'user'
        ? 'Scale you gave'
        : 'No scale found: sizes assume walls 0.2 m thick';

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-2" role="tablist" aria-label="View">
        {views.map(({ id, label, icon: Icon }) => (
          <Button
            key={id}
            role="tab"
            aria-selected={view === id}
            variant={view === id ? 'default' : 'outline'}
            onClick={() => setView(id)}
          >
            <Icon aria-hidden="true" />
            {label}
          </Button>
        ))}
        <div className="ml-auto flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void exportGlb()} disabled={view === 'plan' || exporting}>
            <Download aria-hidden="true" />
            Export glTF
          </Button>
          <Button variant="outline" onClick={() => void exportPng()} disabled={view === 'plan'}>
            <ImageDown aria-hidden="true" />
            Export PNG
          </Button>
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <div
          className="relative min-h-60 w-full overflow-hidden rounded-xl border bg-muted lg:h-[60vh] lg:min-h-80"
          style={{ aspectRatio: phoneViewerAspect(scene, view) }}
        >
          {view === 'plan' ? (
            <FloorPlan2d
              scene={scene}
              imageUrl={request.imageUrl}
              showOverlay={showOverlay}
              unit={unit}
              selectedRoomId={selectedRoomId}
              onSelectRoom={setSelectedRoomId}
              ideasByRoom={ideasByRoom}
            />
          ) : (
            <Suspense fallback={<Skeleton className="size-full" aria-label="Loading the 3D model" />}>
              <FloorPlan3d
                ref={viewer}
                scene={scene}
                mode={view}
                wallHeight={wallHeight}
                unit={unit}
                selectedRoomId={selectedRoomId}
                onSelectRoom={setSelectedRoomId}
                ideasByRoom={ideasByRoom}
                showLabels={showLabels}
              />
            </Suspense>
          )}
          {view === 'orbit' && (
            <Button
              variant="outline"
              size="icon"
              className="absolute top-3 right-3 bg-card/90"
              aria-label="Rotate the model"
              onClick={() => viewer.current?.rotate(Math.PI / 8)}
            >
              <RotateCw aria-hidden="true" />
            </Button>
          )}
        </div>

        <aside className="flex flex-col gap-4 text-sm">
          <section className="flex flex-col gap-1 rounded-xl border bg-card p-4">
            <h2 className="font-semibold">Display</h2>
            <label className="mt-1 flex flex-col gap-2">
              <span>
                Wall height: <strong>{formatLength(wallHeight, unit)}</strong>
              </span>
              <Slider
                thumbLabel="Wall height"
                min={2}
                max={4}
                step={0.1}
                value={[wallHeight]}
                onValueChange={([value]) => setWallHeight(value ?? wallHeight)}
              />
            </label>
            <Toggle checked={showLabels} onChange={setShowLabels} label="Room labels" />
            <Toggle
              checked={showOverlay}
              onChange={setShowOverlay}
              label="Extracted plan over the drawing (2D)"
            />
            <Toggle checked={furnished} onChange={setFurnished} label="Show furnishing ideas" />
            <div className="flex gap-2" role="group" aria-label="Units">
              {(['m2', 'ft2'] as const).map((u) => (
                <Button
                  key={u}
                  size="sm"
                  variant={unit === u ? 'default' : 'outline'}
                  aria-pressed={unit === u}
                  onClick={() => {
                    setUnit(u);
                    saveAreaUnit(u);
                  }}
                >
                  {u === 'm2' ? 'm²' : 'ft²'}
                </Button>
              ))}
            </div>
            <p className="mt-1 text-xs text-muted-foreground">{scaleNote}.</p>
          </section>

          <section className="rounded-xl border bg-card p-4" aria-live="polite" data-testid="room-details">
            {selected ? (
              <>
                <h2 className="font-semibold">{selected.name}</h2>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                  <dt className="text-muted-foreground">Area</dt>
                  <dd>{formatArea(selected.areaM2, unit)}</dd>
                  <dt className="text-muted-foreground">Width</dt>
                  <dd>{formatLength(selected.width, unit)}</dd>
                  <dt className="text-muted-foreground">Depth</dt>
                  <dd>{formatLength(selected.depth, unit)}</dd>
                </dl>
                {selectedIdea && <p className="mt-2 text-muted-foreground">{selectedIdea.description}</p>}
                <RoomCorrections key={selected.id + selected.name} requestId={request._id} room={selected} />
              </>
            ) : (
              <p className="text-muted-foreground">Click a room to see its dimensions.</p>
            )}
          </section>

          <section className="rounded-xl border bg-card p-4">
            <h2 className="font-semibold">Rooms</h2>
            <ul className="mt-2 flex flex-col">
              {scene.rooms.map((room) => (
                <li key={room.id}>
                  <button
                    type="button"
                    onClick={() => setSelectedRoomId(room.id)}
                    className={cn(
                      'flex min-h-11 w-full items-center justify-between gap-2 rounded-md px-2 text-left hover:bg-muted',
                      room.id === selectedRoomId && 'bg-muted font-medium',
                    )}
                  >
                    <span>{room.name}</span>
                    <span className="text-muted-foreground">{formatArea(room.areaM2, unit)}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>

      <FloorPlanIdeas
        ideas={ideas}
        unit={unit}
        selectedRoomId={selectedRoomId}
        onSelectRoom={setSelectedRoomId}
        onToggleFavorite={onToggleFavorite}
      />
    </div>
  );
}

function FloorPlanIdeas({
  ideas,
  selectedRoomId,
  onSelectRoom,
  onToggleFavorite,
}: {
  ideas: FloorPlanIdea[];
  unit: AreaUnit;
  selectedRoomId: string | null;
  onSelectRoom: (roomId: string) => void;
  onToggleFavorite: (idea: FloorPlanIdea) => void;
}) {
  if (ideas.length === 0) return null;
  return (
    <section aria-labelledby="floor-plan-ideas-title" className="flex flex-col gap-3">
      <h2 id="floor-plan-ideas-title" className="text-lg font-semibold tracking-tight">
        Ideas for each room · {ideas[0]!.style}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {ideas.map((idea) => (
          <li
            key={idea._id}
            className={cn(
              'flex flex-col gap-2 rounded-xl border bg-card p-4',
              idea.roomId === selectedRoomId && 'ring-2 ring-ring',
            )}
            data-testid="floor-plan-idea"
          >
            <div className="flex items-start justify-between gap-2">
              <button type="button" className="text-left" onClick={() => onSelectRoom(idea.roomId)}>
                <h3 className="font-semibold">{idea.roomName}</h3>
                <p className="text-sm text-muted-foreground">{idea.title}</p>
              </button>
              <Button
                variant="ghost"
                size="icon"
                aria-pressed={idea.isFavorite}
                aria-label={
                  idea.isFavorite
                    ? `Remove ${idea.roomName} from favorites`
                    : `Add ${idea.roomName} to favorites`
                }
                onClick={() => onToggleFavorite(idea)}
              >
                <Heart
                  className={cn(idea.isFavorite && 'fill-current text-destructive')}
                  aria-hidden="true"
                />
              </Button>
            </div>
            <div className="flex gap-1" aria-label="Palette">
              {idea.colorPalette.map((colour) => (
                <span
                  key={`${colour.role}-${colour.hex}`}
                  title={`${colour.name} (${colour.role})`}
                  className="h-6 flex-1 rounded-sm border"
                  style={{ backgroundColor: colour.hex }}
                />
              ))}
            </div>
            <p className="text-sm">{idea.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
