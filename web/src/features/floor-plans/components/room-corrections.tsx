import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import type { SceneRoom } from '../floor-plan-scene';
import { useCorrectFloorPlan } from '../floor-plans.queries';

/** Correct the extraction by hand: the selected room's name, and the plan's scale from its real width. */
export function RoomCorrections({ requestId, room }: { requestId: string; room: SceneRoom }) {
  const correct = useCorrectFloorPlan(requestId);
  const [name, setName] = useState(room.name);
  const [width, setWidth] = useState('');
  const fail = (error: unknown) =>
    toast.error('Correction failed', {
      description: isApiError(error) ? error.message : 'Please try again.',
    });
  const rename = () =>
    correct.mutate(
      { rooms: [{ id: room.id, name: name.trim() }] },
      { onSuccess: () => toast.success('Room renamed'), onError: fail },
    );
  const rescale = () => {
    const metres = Number(width.replace(',', '.'));
    if (!Number.isFinite(metres) || metres <= 0) {
      toast.error('Enter the room’s real width in metres, e.g. 3.6');
      return;
    }
    correct.mutate(
      { knownWidth: { roomId: room.id, metres } },
      { onSuccess: () => toast.success('Scale updated'), onError: fail },
    );
  };
  return (
    <div className="mt-3 flex flex-col gap-3 border-t pt-3">
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim()) rename();
        }}
      >
        <label className="flex flex-1 flex-col gap-1">
          <span className="text-xs text-muted-foreground">Room name</span>
          <Input value={name} maxLength={60} onChange={(event) => setName(event.target.value)} />
        </label>
        <Button type="submit" variant="outline" disabled={correct.isPending || !name.trim()}>
          Rename
        </Button>
      </form>
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          rescale();
        }}
      >
        <label className="flex flex-1 flex-col gap-1">
          <span className="text-xs text-muted-foreground">Real width (m) to set the scale</span>
          <Input inputMode="decimal" value={width} onChange={(event) => setWidth(event.target.value)} />
        </label>
        <Button type="submit" variant="outline" disabled={correct.isPending || !width}>
          Set scale
        </Button>
      </form>
    </div>
  );
}
