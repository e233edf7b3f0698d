import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { generationCosts, type DetectedObjectDto } from '@roomcraft/contracts/generations';
import type { RoomImage } from '@roomcraft/contracts/studio';
import { cn } from '@/lib/cn';
import { GenerateButton } from '../components/generate-button';
import { GenerationResult } from '../components/generation-result';
import { MaskCanvas, type MaskCanvasHandle } from '../components/mask-canvas';
import { ModePageShell, RESULT_PARAM, useModeParams } from '../components/mode-page-shell';
import { detectObjects } from '../modes.api';
import { useStartGeneration } from '../use-generation';

/**
 * /decluttering (issue 10): the detected objects listed with toggles and outlined on the photo (clutter
 * ticked), a brush to add or erase areas, one credit, then before/after.
 */
export function DeclutteringPage() {
  return (
    <ModePageShell
      title="Decluttering"
      intro="We find the clutter in your photo. Untick what should stay, paint over anything else to remove, and get a tidy room."
      mode="decluttering"
    >
      {({ roomImage }) => <DeclutterWorkspace roomImage={roomImage} />}
    </ModePageShell>
  );
}

function DeclutterWorkspace({ roomImage }: { roomImage: RoomImage }) {
  const { resultId, set } = useModeParams();
  const maskRef = useRef<MaskCanvasHandle>(null);
  const [painted, setPainted] = useState(false);
  const detected = useQuery({
    queryKey: ['room', roomImage._id, 'objects'],
    queryFn: () => detectObjects(roomImage._id),
    staleTime: Infinity,
  });
  const objects = detected.data ?? [];
  const [unticked, setUnticked] = useState<Record<number, boolean>>({});
  const [ticked, setTicked] = useState<Record<number, boolean>>({});
  const isOn = (object: DetectedObjectDto, index: number) =>
    object.isClutter ? !unticked[index] : Boolean(ticked[index]);
  const selected = objects.filter((object, index) => isOn(object, index));
  const start = useStartGeneration((id) => set({ [RESULT_PARAM]: id }));

  if (resultId)
    return (
      <GenerationResult
        roomImageId={resultId}
        mode="decluttering"
        onRestart={() => set({ [RESULT_PARAM]: null })}
        onTryAgain={() => set({ [RESULT_PARAM]: null })}
      />
    );

  const submit = () => {
    const mask = maskRef.current?.exportMask(selected.map((object) => object.box));
    start.mutate({
      mode: 'decluttering',
      roomImageId: roomImage._id,
      ...(mask ? { mask } : {}),
      detectClutter: false,
      objects: selected.map((object) => object.objectName),
    });
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,4fr)] lg:items-start">
      <MaskCanvas ref={maskRef} imageUrl={roomImage.imageUrl} alt="Your room" onChange={setPainted}>
        {objects.map((object, index) => (
          <span
            key={index}
            data-testid="object-outline"
            aria-hidden="true"
            className={cn(
              'pointer-events-none absolute rounded-sm border-2',
              isOn(object, index) ? 'border-pink-500 bg-pink-500/15' : 'border-dashed border-white/80',
            )}
            style={{
              left: `${object.box.x * 100}%`,
              top: `${object.box.y * 100}%`,
              width: `${object.box.width * 100}%`,
              height: `${object.box.height * 100}%`,
            }}
          />
        ))}
      </MaskCanvas>
      <section aria-labelledby="clutter-title" className="flex flex-col gap-3">
        <h2 id="clutter-title" className="text-lg font-semibold tracking-tight">
          What to remove
        </h2>
        {detected.isPending ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Finding clutter...
          </p>
        ) : objects.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No objects were found. Paint over what should go with the brush.
          </p>
        ) : (
          <ul className="flex flex-col gap-1" data-testid="clutter-list">
            {objects.map((object, index) => (
              <li key={index}>
                <label className="flex min-h-11 items-center gap-3 rounded-md border px-3 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-[var(--color-primary)]"
                    checked={isOn(object, index)}
                    onChange={(event) => {
                      const on = event.target.checked;
                      if (object.isClutter) setUnticked((was) => ({ ...was, [index]: !on }));
                      else setTicked((was) => ({ ...was, [index]: on }));
                    }}
                  />
                  <span className="flex-1 first-letter:uppercase">{object.objectName}</span>
                  <span className="text-xs text-muted-foreground">
                    {Math.round(object.confidence * 100)}%
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        <GenerateButton
          cost={generationCosts.decluttering}
          pending={start.isPending}
          disabled={selected.length === 0 && !painted}
          label="Declutter"
          onClick={submit}
        />
      </section>
    </div>
  );
}

export default DeclutteringPage;
