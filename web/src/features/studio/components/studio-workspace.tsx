import { Link } from 'react-router';
import { Hammer } from 'lucide-react';
import type { StudioMode } from '@roomcraft/contracts/accounts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { IdeationWorkspace } from '@/features/ideation/components/ideation-workspace';
import type { StudioImage } from '../use-studio';

const modeNames: Record<StudioMode, string> = {
  ideation: 'Ideation',
  visualize: 'Visualize',
  compose: 'Compose',
  floorplan: 'Floor plan',
};

/**
 * The work area of the selected mode. Ideation is the ideation helper's workspace; visualize and compose
 * open their own pages with this image; floor plan is a later issue, so it says so plainly.
 */
export function StudioWorkspace({
  mode,
  image,
  prompt,
}: {
  mode: StudioMode;
  image: StudioImage;
  prompt: string;
}) {
  if (mode === 'ideation') return <IdeationWorkspace roomImageId={image.roomImageId} imageUrl={image.url} />;
  if (mode === 'visualize' || mode === 'compose') {
    const path = `/${mode}${image.roomImageId ? `?room=${encodeURIComponent(image.roomImageId)}` : ''}`;
    return (
      <Card>
        <CardHeader>
          <CardTitle>{modeNames[mode]} mode</CardTitle>
          <CardDescription>
            {mode === 'visualize'
              ? 'Edit this image with text prompts and a brush, version by version.'
              : 'Place catalogue furniture on this image, then generate.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 text-sm">
          {prompt && (
            <p>
              <span className="font-medium">Prompt:</span> {prompt}
            </p>
          )}
          <Button asChild className="self-start">
            <Link to={path}>Open {modeNames[mode]}</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Hammer className="size-5 text-primary-text" aria-hidden="true" />
          {modeNames[mode]} mode is coming soon
        </CardTitle>
        <CardDescription>
          We are still building {modeNames[mode].toLowerCase()} mode. Your image stays here: switch to
          Ideation above to get design ideas for it now.
        </CardDescription>
      </CardHeader>
      {(prompt || image.roomImageId) && (
        <CardContent className="flex flex-col gap-2 text-sm">
          {prompt && (
            <p>
              <span className="font-medium">Prompt:</span> {prompt}
            </p>
          )}
          {image.roomImageId && (
            <Link
              className="text-primary-text underline-offset-4 hover:underline"
              to={`/design/${image.roomImageId}`}
            >
              View this image in your gallery
            </Link>
          )}
        </CardContent>
      )}
    </Card>
  );
}
