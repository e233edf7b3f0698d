import type { ComponentProps } from 'react';
import { Slider as SliderPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';

/**
 * A single-thumb slider (Radix: arrow keys, Page Up/Down, Home/End). The thumb carries the accessible name,
 * so pass `thumbLabel`; the track is 44 px tall on touch screens so a thumb can grab it.
 */
export function Slider({
  className,
  thumbLabel,
  ...props
}: ComponentProps<typeof SliderPrimitive.Root> & { thumbLabel: string }) {
  return (
    <SliderPrimitive.Root
      data-slot="slider"
      className={cn(
        'relative flex h-6 w-full touch-none items-center select-none pointer-coarse:h-11 data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-1.5 w-full grow overflow-hidden rounded-full bg-muted">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-label={thumbLabel}
        className="block size-5 rounded-full border-2 border-primary bg-card shadow-float transition-shadow focus-visible:ring-4 focus-visible:ring-ring/40 focus-visible:outline-none pointer-coarse:size-7"
      />
    </SliderPrimitive.Root>
  );
}
