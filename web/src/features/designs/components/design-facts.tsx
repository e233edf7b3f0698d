import { designStyleLabel } from '@roomcraft/contracts/catalogue/design-styles';
import { roomTypeLabel } from '@roomcraft/contracts/catalogue/room-types';
import type { RoomImage } from '@roomcraft/contracts/studio';
import { engineLabel, formatStructureScore } from '@/features/ideation/components/idea-meta';

/** What a design is: prompt, style, room type, and which engine made it with the structure it kept. */
export function DesignFacts({ roomImage }: { roomImage: RoomImage }) {
  const { engine, model, structureScore, fallbackReason } = roomImage.metadata;
  return (
    <dl className="grid gap-4 text-sm sm:grid-cols-2">
      {roomImage.style && <Fact label="Style">{designStyleLabel(roomImage.style)}</Fact>}
      {roomImage.roomType && <Fact label="Room type">{roomTypeLabel(roomImage.roomType)}</Fact>}
      {engine && (
        <Fact label="Image made by">
          {engineLabel(engine)}
          {model ? ` (${model})` : ''}
        </Fact>
      )}
      {structureScore !== undefined && (
        <Fact label="Structure kept">{formatStructureScore(structureScore)}</Fact>
      )}
      {fallbackReason && (
        <Fact label="Why the offline engine" wide>
          {fallbackReason}
        </Fact>
      )}
      <Fact label="Created">{new Date(roomImage.createdAt).toLocaleString()}</Fact>
      {roomImage.prompt && (
        <Fact label="Prompt" wide>
          <span className="block rounded-lg bg-muted p-3">{roomImage.prompt}</span>
        </Fact>
      )}
    </dl>
  );
}

function Fact({ label, wide, children }: { label: string; wide?: boolean; children: React.ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="font-medium">{label}</dt>
      <dd className="mt-0.5 text-muted-foreground">{children}</dd>
    </div>
  );
}
