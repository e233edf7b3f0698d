import { useEffect, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import { Brush, Eraser, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export interface NormalizedBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface MaskCanvasHandle {
  /**
   * The painted areas plus `boxes` as a PNG data URL (white = change, black = keep), or null when nothing
   * is marked.
   */
  exportMask(boxes?: NormalizedBox[]): string | null;
  clear(): void;
}

/** Long side of the mask the brush paints into; the engine scales it to the photo. */
const MASK_SIDE = 512;

/**
 * The photo with a brush on top: paint the area to change, erase to take it back. Painted strokes show
 * in translucent colour; `children` draw over the photo (e.g. outlines of detected objects).
 */
export function MaskCanvas({
  imageUrl,
  alt,
  ref,
  children,
  onChange,
}: {
  imageUrl: string;
  alt: string;
  ref?: Ref<MaskCanvasHandle>;
  children?: ReactNode;
  onChange?: (painted: boolean) => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [tool, setTool] = useState<'paint' | 'erase'>('paint');
  const [brush, setBrush] = useState(28);
  const [painted, setPainted] = useState(false);
  const drawing = useRef(false);

  useEffect(() => {
    const image = new Image();
    image.onload = () => {
      const scale = MASK_SIDE / Math.max(image.naturalWidth, image.naturalHeight);
      setSize({
        width: Math.round(image.naturalWidth * scale),
        height: Math.round(image.naturalHeight * scale),
      });
    };
    image.src = imageUrl;
    return () => {
      image.onload = null;
    };
  }, [imageUrl]);

  const markPainted = (value: boolean) => {
    setPainted(value);
    onChange?.(value);
  };

  useImperativeHandle(ref, () => ({
    exportMask(boxes = []) {
      const canvas = canvasRef.current;
      if (!canvas || !size || (!painted && boxes.length === 0)) return null;
      const out = document.createElement('canvas');
      out.width = size.width;
      out.height = size.height;
      const context = out.getContext('2d');
      if (!context) return null;
      context.fillStyle = '#000';
      context.fillRect(0, 0, size.width, size.height);
      const source = canvas.getContext('2d')?.getImageData(0, 0, size.width, size.height);
      const target = context.getImageData(0, 0, size.width, size.height);
      if (source) {
        for (let i = 0; i < source.data.length; i += 4) {
          if (source.data[i + 3]! > 0) {
            target.data[i] = 255;
            target.data[i + 1] = 255;
            target.data[i + 2] = 255;
          }
        }
      }
      context.putImageData(target, 0, 0);
      context.fillStyle = '#fff';
      for (const box of boxes)
        context.fillRect(
          box.x * size.width,
          box.y * size.height,
          box.width * size.width,
          box.height * size.height,
        );
      return out.toDataURL('image/png');
    },
    clear() {
      const canvas = canvasRef.current;
      canvas?.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
      markPainted(false);
    },
  }));

  const paintAt = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const rect = canvas.getBoundingClientRect();
    const x = ((event.clientX - rect.left) / rect.width) * canvas.width;
    const y = ((event.clientY - rect.top) / rect.height) * canvas.height;
    const radius = (brush / rect.width) * canvas.width;
    context.globalCompositeOperation = tool === 'erase' ? 'destination-out' : 'source-over';
    context.fillStyle = 'rgba(236, 72, 153, 0.55)';
    context.beginPath();
    context.arc(x, y, radius, 0, Math.PI * 2);
    context.fill();
    if (tool === 'paint' && !painted) markPainted(true);
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="relative w-full overflow-hidden rounded-xl border bg-muted">
        <img src={imageUrl} alt={alt} className="block w-full select-none" draggable={false} />
        {children}
        {size && (
          <canvas
            ref={canvasRef}
            width={size.width}
            height={size.height}
            data-testid="mask-canvas"
            aria-label="Brush: paint the area to change"
            className="absolute inset-0 size-full cursor-crosshair touch-none opacity-80"
            onPointerDown={(event) => {
              drawing.current = true;
              event.currentTarget.setPointerCapture(event.pointerId);
              paintAt(event);
            }}
            onPointerMove={(event) => drawing.current && paintAt(event)}
            onPointerUp={() => {
              drawing.current = false;
            }}
          />
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label="Brush">
        <Button
          type="button"
          size="sm"
          variant={tool === 'paint' ? 'default' : 'outline'}
          aria-pressed={tool === 'paint'}
          onClick={() => setTool('paint')}
        >
          <Brush aria-hidden="true" /> Brush
        </Button>
        <Button
          type="button"
          size="sm"
          variant={tool === 'erase' ? 'default' : 'outline'}
          aria-pressed={tool === 'erase'}
          onClick={() => setTool('erase')}
        >
          <Eraser aria-hidden="true" /> Erase
        </Button>
        <label className="flex items-center gap-2 text-sm text-muted-foreground">
          Size
          <input
            type="range"
            min={8}
            max={80}
            value={brush}
            onChange={(event) => setBrush(Number(event.target.value))}
            className="w-24 accent-[var(--color-primary)]"
          />
        </label>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          disabled={!painted}
          className={cn(!painted && 'opacity-60')}
          onClick={() => {
            const canvas = canvasRef.current;
            canvas?.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
            markPainted(false);
          }}
        >
          <Trash2 aria-hidden="true" /> Clear brush
        </Button>
      </div>
    </div>
  );
}
