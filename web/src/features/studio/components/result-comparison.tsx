import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ChevronDown, Download, Loader2, PencilLine, RefreshCw, Shuffle } from 'lucide-react';
import type { RoomImageMode } from '@roomcraft/contracts/studio';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { saveBlob, toPngBlob } from '../studio.image';
import { storePendingRemix, type RemixData } from '../studio.remix';
import { CompareSlider } from './compare-slider';

export type ComparisonView = 'before' | 'after' | 'compare';

/** The order the view button cycles through (docs/spec §2). */
export const comparisonViews: readonly ComparisonView[] = ['before', 'after', 'compare'];
const viewTagClass =
  'pointer-events-none absolute top-2 z-10 rounded-md bg-black/55 px-2 py-1 text-caption font-medium text-white';
const viewLabels: Record<ComparisonView, string> = { before: 'Before', after: 'After', compare: 'Compare' };

/** File name of a downloaded design (docs/spec §2). */
export const designFileName = (now: number = Date.now()) => `room-design-${now}.png`;

export interface ResultComparisonProps {
  originalImageUrl: string;
  generatedImageUrl: string | null;
  prompt?: string;
  imageId?: string;
  mode?: RoomImageMode;
  onTryAgain?: () => void;
  onEditDesign?: () => void;
  /** Replaces the Download button (e.g. the plan's sizes from the server: HD, 4K, watermark). */
  download?: ReactNode;
}

/**
 * Before / after / compare of a result, with Download (always a PNG), Remix (the generated or the original
 * image, handed to the studio at / through navigation state and the stored pending remix), Try Again and
 * Edit Design.
 */
export function ResultComparison({
  originalImageUrl,
  generatedImageUrl,
  prompt = '',
  imageId,
  mode,
  onTryAgain,
  onEditDesign,
  download: downloadControl,
}: ResultComparisonProps) {
  const navigate = useNavigate();
  const hasResult = generatedImageUrl !== null;
  const [chosenView, setView] = useState<ComparisonView>('compare');
  const [downloading, setDownloading] = useState(false);
  // Without a result there is only the original to show.
  const view: ComparisonView = hasResult ? chosenView : 'before';
  const nextView = comparisonViews[(comparisonViews.indexOf(view) + 1) % comparisonViews.length] ?? 'before';

  async function download() {
    setDownloading(true);
    try {
      const response = await fetch(generatedImageUrl ?? originalImageUrl, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      saveBlob(await toPngBlob(await response.blob()), designFileName());
    } catch {
      toast.error('Download failed', { description: 'The image could not be downloaded. Please try again.' });
    } finally {
      setDownloading(false);
    }
  }

  function remix(which: 'generated' | 'original') {
    const remixData: RemixData = {
      originalImageUrl,
      generatedImageUrl: which === 'generated' ? generatedImageUrl : null,
      prompt,
      imageId: imageId ?? null,
      creationMode: mode ?? null,
      editMode: false,
    };
    storePendingRemix(remixData);
    void navigate('/', { state: { remix: remixData } });
  }

  function editDesign() {
    if (onEditDesign) return onEditDesign();
    if (!imageId) return;
    const params = new URLSearchParams({ editImageId: imageId });
    if (prompt.trim()) params.set('prompt', prompt.trim());
    void navigate(`/?${params.toString()}`);
  }

  const afterUrl = generatedImageUrl ?? originalImageUrl;
  const aspectRatio = useImageAspectRatio(originalImageUrl);
  return (
    <section aria-label="Result comparison" className="flex flex-col gap-3">
      {/* The frame takes the photo's own shape, so before and after line up edge to edge under the slider. */}
      <div className="relative w-full overflow-hidden rounded-xl border bg-muted" style={{ aspectRatio }}>
        {view === 'compare' && hasResult ? (
          <CompareSlider
            beforeUrl={originalImageUrl}
            afterUrl={afterUrl}
            beforeAlt="Before: your original room"
            afterAlt="After: the redesigned room"
          />
        ) : (
          <img
            src={view === 'before' ? originalImageUrl : afterUrl}
            alt={view === 'before' ? 'Before: your original room' : 'After: the redesigned room'}
            className="size-full object-contain"
          />
        )}
        {view === 'compare' ? (
          <>
            <span className={`${viewTagClass} left-2`}>Before</span>
            <span className={`${viewTagClass} right-2`}>After</span>
          </>
        ) : (
          <span className={`${viewTagClass} left-2`}>{viewLabels[view]}</span>
        )}
      </div>

      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          data-testid="comparison-mode"
          disabled={!hasResult}
          aria-label={`View: ${viewLabels[view]}. Switch to ${viewLabels[nextView]}`}
          onClick={() => setView(nextView)}
        >
          View: {viewLabels[view]}
        </Button>
        {downloadControl ?? (
          <Button
            size="sm"
            data-testid="download-design"
            disabled={downloading}
            onClick={() => void download()}
          >
            {downloading ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <Download aria-hidden="true" />
            )}
            {downloading ? 'Downloading...' : 'Download'}
          </Button>
        )}
        {hasResult ? (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline" size="sm" data-testid="remix-design">
                <Shuffle aria-hidden="true" />
                Remix Design
                <ChevronDown aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start">
              <DropdownMenuItem onSelect={() => remix('generated')}>Remix Generated Image</DropdownMenuItem>
              <DropdownMenuItem onSelect={() => remix('original')}>Remix Original Image</DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        ) : (
          <Button variant="outline" size="sm" data-testid="remix-design" onClick={() => remix('original')}>
            <Shuffle aria-hidden="true" />
            Remix Design
          </Button>
        )}
        {onTryAgain && (
          <Button variant="outline" size="sm" onClick={onTryAgain}>
            <RefreshCw aria-hidden="true" />
            Try Again
          </Button>
        )}
        {(onEditDesign || imageId) && (
          <Button variant="outline" size="sm" onClick={editDesign}>
            <PencilLine aria-hidden="true" />
            Edit Design
          </Button>
        )}
      </div>
    </section>
  );
}

/** Width / height of an image once loaded (4:3 until then), kept between 1:2 and 5:2 so the frame stays usable. */
function useImageAspectRatio(url: string): number {
  const [ratio, setRatio] = useState(4 / 3);
  useEffect(() => {
    const image = new Image();
    image.onload = () => {
      if (image.naturalWidth > 0 && image.naturalHeight > 0)
        setRatio(Math.min(2.5, Math.max(0.5, image.naturalWidth / image.naturalHeight)));
    };
    image.src = url;
    return () => {
      image.onload = null;
    };
  }, [url]);
  return ratio;
}
