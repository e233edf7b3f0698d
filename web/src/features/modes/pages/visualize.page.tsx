import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { GitCompare, Undo2 } from 'lucide-react';
import { generationCosts, generationLimits } from '@roomcraft/contracts/generations';
import { isValidStudioId, type RoomImage } from '@roomcraft/contracts/studio';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { roomImageQueryOptions } from '@/features/studio/studio.queries';
import { cn } from '@/lib/cn';
import { GenerateButton } from '../components/generate-button';
import { GenerationResult } from '../components/generation-result';
import { MaskCanvas, type MaskCanvasHandle } from '../components/mask-canvas';
import { ModePageShell, useModeParams } from '../components/mode-page-shell';
import { useGenerationResult, useStartGeneration } from '../use-generation';

const VERSIONS_PARAM = 'versions';

/**
 * /visualize (docs/spec §2; issue 10): a text prompt edits the image, an optional brush mask limits it;
 * each edit is a new version in the strip, with undo and compare against any earlier version.
 */
export function VisualizePage() {
  return (
    <ModePageShell
      title="Visualize"
      intro="Describe a change in plain words, like 'paint the walls sage'. Paint over an area to change only that part."
      mode="visualize"
    >
      {({ roomImage }) => <VisualizeWorkspace roomImage={roomImage} />}
    </ModePageShell>
  );
}

function VisualizeWorkspace({ roomImage }: { roomImage: RoomImage }) {
  const { searchParams, set } = useModeParams();
  const versions = [
    roomImage._id,
    ...(searchParams.get(VERSIONS_PARAM) ?? '')
      .split(',')
      .filter((id) => isValidStudioId(id) && id !== roomImage._id),
  ];
  const current = versions[versions.length - 1]!;
  const [compareWith, setCompareWith] = useState<number>(0);
  const [prompt, setPrompt] = useState('');
  const maskRef = useRef<MaskCanvasHandle>(null);
  const currentResult = useGenerationResult(current === roomImage._id ? null : current, {
    announce: false,
  });
  const currentRoomImage = current === roomImage._id ? roomImage : currentResult.roomImage;
  const running = current !== roomImage._id && currentResult.phase === 'running';
  const start = useStartGeneration((id) => {
    set({ [VERSIONS_PARAM]: [...versions.slice(1), id].join(',') });
    setCompareWith(versions.length - 1);
    maskRef.current?.clear();
  });
  const compareRoomImage = useQuery(roomImageQueryOptions(versions[compareWith] ?? roomImage._id)).data;
  const editableUrl = currentRoomImage?.imageUrl ?? roomImage.imageUrl;

  const submit = () => {
    const mask = maskRef.current?.exportMask() ?? undefined;
    start.mutate({ mode: 'visualize', roomImageId: current, prompt, ...(mask ? { mask } : {}) });
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,6fr)_minmax(0,5fr)] lg:items-start">
      <div className="flex min-w-0 flex-col gap-4">
        <VersionStrip
          versions={versions}
          current={versions.length - 1}
          compareWith={compareWith}
          onCompare={setCompareWith}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={versions.length < 2 || running}
            onClick={() => {
              set({ [VERSIONS_PARAM]: versions.slice(1, -1).join(',') || null });
              setCompareWith(0);
            }}
          >
            <Undo2 aria-hidden="true" /> Undo
          </Button>
        </div>
        {current !== roomImage._id ? (
          <GenerationResult
            roomImageId={current}
            mode="visualize"
            {...(compareRoomImage && compareWith < versions.length - 1
              ? { beforeUrl: compareRoomImage.imageUrl }
              : {})}
            onRestart={() => set({ [VERSIONS_PARAM]: null })}
            onTryAgain={() => {
              const previous = versions[versions.length - 2]!;
              if (currentRoomImage)
                start.mutate({ mode: 'visualize', roomImageId: previous, prompt: currentRoomImage.prompt });
            }}
            onEditDesign={() => document.getElementById('visualize-prompt')?.focus()}
          />
        ) : (
          <p className="text-sm text-muted-foreground">Your first edit appears here as version 2.</p>
        )}
      </div>
      <section aria-labelledby="edit-title" className="flex min-w-0 flex-col gap-3">
        <h2 id="edit-title" className="text-lg font-semibold tracking-tight">
          Edit this version
        </h2>
        <MaskCanvas ref={maskRef} imageUrl={editableUrl} alt="The version you are editing" />
        <Label htmlFor="visualize-prompt">What should change?</Label>
        <textarea
          id="visualize-prompt"
          value={prompt}
          maxLength={generationLimits.promptMaxLength}
          onChange={(event) => setPrompt(event.target.value)}
          rows={3}
          placeholder="Paint the walls sage and make the floor dark oak"
          className="w-full rounded-md border bg-background px-3 py-2 text-base shadow-xs focus-visible:outline-2 focus-visible:outline-ring"
        />
        <GenerateButton
          cost={generationCosts.visualize}
          pending={start.isPending}
          disabled={running || prompt.trim().length === 0}
          label="Apply edit"
          onClick={submit}
        />
      </section>
    </div>
  );
}

/** Thumbnails of the versions, oldest first; one is picked to compare the newest against. */
function VersionStrip({
  versions,
  current,
  compareWith,
  onCompare,
}: {
  versions: string[];
  current: number;
  compareWith: number;
  onCompare: (index: number) => void;
}) {
  return (
    <ol aria-label="Versions" className="flex gap-2 overflow-x-auto pb-1" data-testid="version-strip">
      {versions.map((id, index) => (
        <VersionThumb
          key={id}
          id={id}
          index={index}
          isCurrent={index === current}
          isCompared={index === compareWith && index !== current}
          onCompare={index === current ? undefined : () => onCompare(index)}
        />
      ))}
    </ol>
  );
}

function VersionThumb({
  id,
  index,
  isCurrent,
  isCompared,
  onCompare,
}: {
  id: string;
  index: number;
  isCurrent: boolean;
  isCompared: boolean;
  onCompare: (() => void) | undefined;
}) {
  const roomImage = useQuery(roomImageQueryOptions(id)).data;
  const url = roomImage?.generatedThumbnailUrl ?? roomImage?.originalThumbnailUrl;
  return (
    <li className="flex shrink-0 flex-col items-center gap-1">
      <div
        className={cn(
          'relative h-16 w-24 overflow-hidden rounded-md border bg-muted',
          isCurrent && 'ring-2 ring-primary',
          isCompared && 'ring-2 ring-amber-500',
        )}
      >
        {url && roomImage?.status !== 'pending' && roomImage?.status !== 'processing' ? (
          <img src={url} alt={`Version ${index + 1}`} className="size-full object-cover" />
        ) : (
          <span className="flex size-full items-center justify-center text-xs text-muted-foreground">…</span>
        )}
      </div>
      <span className="text-xs font-medium">
        {index === 0 ? 'Original' : `Version ${index + 1}`}
        {isCurrent && index > 0 ? ' (latest)' : ''}
      </span>
      {onCompare && (
        <Button
          variant="ghost"
          size="sm"
          className="h-7 px-2 text-xs"
          aria-pressed={isCompared}
          onClick={onCompare}
        >
          <GitCompare aria-hidden="true" /> Compare
        </Button>
      )}
    </li>
  );
}

export default VisualizePage;
