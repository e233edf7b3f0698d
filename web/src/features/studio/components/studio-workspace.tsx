import { Link } from 'react-router';
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
 * open their own pages with this image. Floor plan mode works on a plan, not on a room photo, so it
 * opens /floor-plans (docs/spec §2), where the plan is uploaded (image or PDF) and turned into 3D.
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
  // Floor plan: the last of the four modes.
  return (
    <Card>
      <CardHeader>
        <CardTitle>{modeNames[mode]} mode</CardTitle>
        <CardDescription>
          Upload a floor plan (an image or a PDF) to get a 3D model you can walk through, with rooms named and
          measured and ideas for each room.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to="/floor-plans">Open Floor plans</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
