import { useState } from 'react';
import { designStyleOptions } from '@roomcraft/contracts/catalogue/design-styles';
import { roomTypeOptions } from '@roomcraft/contracts/catalogue/room-types';
import { generationCosts, generationMessages } from '@roomcraft/contracts/generations';
import type { RoomImage } from '@roomcraft/contracts/studio';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { GenerateButton } from '../components/generate-button';
import { GenerationResult } from '../components/generation-result';
import { ModePageShell, RESULT_PARAM, useModeParams } from '../components/mode-page-shell';
import { useStartGeneration } from '../use-generation';

/** /virtual-staging (issue 10): an empty room, a room type and a style give a furnished room. */
export function VirtualStagingPage() {
  return (
    <ModePageShell
      title="Virtual Staging"
      intro="Furnish an empty room for a listing: pick the room type and a style."
      mode="virtual-staging"
    >
      {({ roomImage }) => <StagingWorkspace roomImage={roomImage} />}
    </ModePageShell>
  );
}

function StagingWorkspace({ roomImage }: { roomImage: RoomImage }) {
  const { resultId, set } = useModeParams();
  const [roomType, setRoomType] = useState(roomImage.roomType ?? 'living-room');
  const [designStyle, setDesignStyle] = useState('scandinavian');
  const [disclosure, setDisclosure] = useState(true);
  const start = useStartGeneration((id) => set({ [RESULT_PARAM]: id }));
  // Generate and Try Again stage the same room with the settings as they are now.
  const stage = () =>
    start.mutate({ mode: 'virtual-staging', roomImageId: roomImage._id, roomType, designStyle, disclosure });

  if (resultId)
    return (
      <GenerationResult
        roomImageId={resultId}
        mode="virtual-staging"
        onRestart={() => set({ [RESULT_PARAM]: null })}
        onTryAgain={stage}
      />
    );

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,4fr)] lg:items-start">
      <img src={roomImage.imageUrl} alt="Your empty room" className="w-full rounded-xl border" />
      <section aria-labelledby="staging-title" className="flex flex-col gap-4">
        <h2 id="staging-title" className="text-lg font-semibold tracking-tight">
          Staging settings
        </h2>
        <div className="flex flex-col gap-2">
          <Label htmlFor="staging-room-type">Room type</Label>
          <Select value={roomType} onValueChange={setRoomType}>
            <SelectTrigger id="staging-room-type" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {roomTypeOptions.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="staging-style">Style</Label>
          <Select value={designStyle} onValueChange={setDesignStyle}>
            <SelectTrigger id="staging-style" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {designStyleOptions.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <label className="flex min-h-11 items-start gap-3 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-[var(--color-primary)]"
            checked={disclosure}
            onChange={(event) => setDisclosure(event.target.checked)}
          />
          <span>
            Add a “{generationMessages.virtuallyStaged}” mark to the image
            <span className="block text-muted-foreground">
              Listings must say when a photo is virtually staged.
            </span>
          </span>
        </label>
        <GenerateButton
          cost={generationCosts['virtual-staging']}
          pending={start.isPending}
          label="Stage room"
          onClick={stage}
        />
      </section>
    </div>
  );
}

export default VirtualStagingPage;
