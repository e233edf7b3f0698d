import { Link } from 'react-router';
import { Hammer } from 'lucide-react';
import type { StudioMode } from '@roomcraft/contracts/accounts';
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
 * The work area of the selected mode. Ideation is the ideation helper's workspace; visualize, compose and
 * floor plan are later issues, so they say so plainly and keep the image.
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
