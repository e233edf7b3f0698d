import { useReactCompareSlider } from 'react-compare-slider/hooks';
import { HandleRoot, Image, Item, Provider, Root } from 'react-compare-slider/components';
import { ChevronsLeftRight } from 'lucide-react';

/**
 * The before/after slider (react-compare-slider, composed from its parts so the handle gets our name,
 * test id and a visible focus ring). Drag anywhere on the image, or focus the handle and use the arrow keys.
 */
export function CompareSlider({
  beforeUrl,
  afterUrl,
  beforeAlt,
  afterAlt,
}: {
  beforeUrl: string;
  afterUrl: string;
  beforeAlt: string;
  afterAlt: string;
}) {
  const slider = useReactCompareSlider({ keyboardIncrement: '5%' });
  return (
    <Provider {...slider}>
      <Root className="size-full" data-testid="comparison-view">
        <Item item="itemOne">
          <Image src={beforeUrl} alt={beforeAlt} style={{ objectFit: 'contain' }} />
        </Item>
        <Item item="itemTwo">
          <Image src={afterUrl} alt={afterAlt} style={{ objectFit: 'contain' }} />
        </Item>
        <HandleRoot
          aria-label="Comparison slider: drag, or use the arrow keys, to reveal before and after"
          data-testid="comparison-slider"
          className="group"
        >
          <span className="flex h-full flex-col items-center">
            <span className="w-0.5 grow bg-white/90 shadow-[0_0_4px_rgb(0_0_0/0.5)]" />
            <span className="pointer-events-auto flex size-11 shrink-0 items-center justify-center rounded-full border-2 border-white bg-black/35 text-white shadow-float backdrop-blur-sm transition-shadow group-focus-visible:ring-4 group-focus-visible:ring-ring group-focus-visible:ring-offset-2">
              <ChevronsLeftRight className="size-5" aria-hidden="true" />
            </span>
            <span className="w-0.5 grow bg-white/90 shadow-[0_0_4px_rgb(0_0_0/0.5)]" />
          </span>
        </HandleRoot>
      </Root>
    </Provider>
  );
}
