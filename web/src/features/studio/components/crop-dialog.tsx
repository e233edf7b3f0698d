import { useState } from 'react';
import { Loader2 } from 'lucide-react';
import { studioLimits } from '@roomcraft/contracts/studio';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Slider } from '@/components/ui/slider';
import { computeCropRect, defaultCrop, exportRect, type CropSettings } from '../studio.image';
import type { CropSource } from './use-image-upload';

/**
 * The optimise/crop dialog for images over 4096 px (docs/spec §§2 and 5): scale 0.1-1 in steps of 0.05,
 * horizontal and vertical position; 'Apply & Continue' exports the kept area as a JPEG (0.9) of at most
 * 4096x4096. Every control is a slider usable with the keyboard and a thumb.
 */
export function CropDialog({
  source,
  onCancel,
  onApply,
}: {
  source: CropSource | null;
  onCancel: () => void;
  onApply: (blob: Blob) => void;
}) {
  return (
    <Dialog open={source !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent className="max-w-2xl">
        {source && (
          <CropEditor key={source.previewUrl} source={source} onCancel={onCancel} onApply={onApply} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function CropEditor({
  source,
  onCancel,
  onApply,
}: {
  source: CropSource;
  onCancel: () => void;
  onApply: (blob: Blob) => void;
}) {
  const [crop, setCrop] = useState<CropSettings>(defaultCrop);
  const [applying, setApplying] = useState(false);
  const [failed, setFailed] = useState(false);
  const rect = computeCropRect(source.size, crop);
  const percent = (value: number, total: number) => `${(value / total) * 100}%`;

  async function apply() {
    setApplying(true);
    setFailed(false);
    try {
      onApply(await exportRect({ source: source.bitmap, rect }));
    } catch {
      setFailed(true);
      setApplying(false);
    }
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Optimise large image</DialogTitle>
        <DialogDescription>
          This photo is {source.size.width}x{source.size.height} px. Choose the part to keep; it is saved at
          up to {studioLimits.uploadMaxDimension} px per side.
        </DialogDescription>
      </DialogHeader>
      <div className="relative mx-auto w-full overflow-hidden rounded-lg bg-muted">
        <img src={source.previewUrl} alt="Preview of the photo to crop" className="block w-full" />
        <div
          aria-hidden="true"
          className="absolute rounded-sm border-2 border-white shadow-[0_0_0_9999px_rgb(0_0_0/0.45)]"
          style={{
            left: percent(rect.sx, source.size.width),
            top: percent(rect.sy, source.size.height),
            width: percent(rect.sw, source.size.width),
            height: percent(rect.sh, source.size.height),
          }}
        />
      </div>
      <div className="grid gap-4">
        <CropSlider
          label="Scale"
          value={crop.scale}
          display={`${Math.round(crop.scale * 100)}%`}
          min={studioLimits.cropScaleMin}
          max={studioLimits.cropScaleMax}
          step={studioLimits.cropScaleStep}
          onChange={(scale) => setCrop((current) => ({ ...current, scale }))}
        />
        <CropSlider
          label="Horizontal position"
          value={crop.x}
          display={`${crop.x}%`}
          min={0}
          max={100}
          step={1}
          onChange={(x) => setCrop((current) => ({ ...current, x }))}
        />
        <CropSlider
          label="Vertical position"
          value={crop.y}
          display={`${crop.y}%`}
          min={0}
          max={100}
          step={1}
          onChange={(y) => setCrop((current) => ({ ...current, y }))}
        />
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Result: {rect.output.width}x{rect.output.height} px, JPEG
        </p>
        {failed && (
          <p role="alert" className="text-sm text-destructive">
            The image could not be cropped in this browser. Please try another photo.
          </p>
        )}
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="outline" onClick={() => setCrop(defaultCrop)}>
          Reset
        </Button>
        <Button disabled={applying} onClick={() => void apply()}>
          {applying && <Loader2 className="animate-spin" aria-hidden="true" />}
          Apply &amp; Continue
        </Button>
      </DialogFooter>
    </>
  );
}

function CropSlider({
  label,
  value,
  display,
  min,
  max,
  step,
  onChange,
}: {
  label: string;
  value: number;
  display: string;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <div className="flex justify-between text-sm">
        <span className="font-medium">{label}</span>
        <span className="text-muted-foreground tabular-nums">{display}</span>
      </div>
      <Slider
        thumbLabel={label}
        min={min}
        max={max}
        step={step}
        value={[value]}
        // Rounded: steps of 0.05 add up to float noise (0.15000000000000002).
        onValueChange={([next]) => next !== undefined && onChange(Math.round(next * 100) / 100)}
      />
    </div>
  );
}
