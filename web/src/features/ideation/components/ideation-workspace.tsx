import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { isValidStudioId } from '@roomcraft/contracts/studio';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { useSession } from '@/features/session/session.queries';
import { firstLoadValues, toStartRequest, type IdeationForm } from '../ideation.forms';
import { useIdeationStarter } from '../use-ideation-starter';
import { IdeationRun } from './ideation-run';
import { IdeationSettingsForm } from './ideation-settings-form';

/** The query parameter that holds the running request, so a reload comes back to it (docs/spec §2). */
export const IDEATION_PARAM = 'ideation';

/**
 * Ideation for one room (docs/spec §§2, 4, 5): the settings form, then, once started, the request's
 * progress and ideas. The request id lives in the URL (`ideation=<id>`); 'New Ideation' removes it and
 * keeps the room. Embedded by /ideation and by the home studio. An empty `roomImageId` means no image yet.
 */
export function IdeationWorkspace({
  roomImageId,
  imageUrl,
}: {
  roomImageId: string | null;
  imageUrl: string;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const session = useSession();
  const starter = useIdeationStarter();
  const requestParam = searchParams.get(IDEATION_PARAM);
  const requestId = isValidStudioId(requestParam) ? requestParam : null;
  // First-load defaults once per visit; after 'New Ideation' the form comes back with the same defaults.
  const [defaults] = useState(() =>
    firstLoadValues(session.session?.profile?.preferences?.defaultStyle ?? null),
  );

  const openRequest = (id: string | null) =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      if (id) next.set(IDEATION_PARAM, id);
      else next.delete(IDEATION_PARAM);
      return next;
    });

  const start = async (values: IdeationForm) => {
    const id = await starter.start(toStartRequest({ values, roomImageId: roomImageId ?? '' }), 'first');
    if (id) openRequest(id);
  };

  if (requestId) {
    return (
      <IdeationRun
        key={requestId}
        requestId={requestId}
        fallbackImageUrl={imageUrl}
        onRestart={() => openRequest(null)}
        onOpenRequest={openRequest}
      />
    );
  }

  return (
    <Card>
      <CardHeader>
        <h2 id="ideation-settings-title" className="text-lg font-semibold tracking-tight">
          Ideation Settings
        </h2>
        <CardDescription>How many ideas, how bold, and what to keep. One credit per idea.</CardDescription>
      </CardHeader>
      <CardContent>
        <IdeationSettingsForm defaultValues={defaults} isStarting={starter.isStarting} onStart={start} />
      </CardContent>
    </Card>
  );
}
