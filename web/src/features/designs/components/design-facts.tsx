import { designStyleLabel } from '@roomcraft/contracts/catalogue/design-styles';
import { roomTypeLabel } from '@roomcraft/contracts/catalogue/room-types';
import type { RoomImage } from '@roomcraft/contracts/studio';
import { engineLabel, formatStructureScore } from '@/features/ideation/components/idea-meta';

/** What a design is: prompt, style, room type, and which engine made it with the structure it kept. */
export function DesignFacts({ design }: { design: RoomImage }) {
  const { engine, model, structureScore, fallbackReason } = design.metadata;
  return (
    <dl className="grid gap-4 text-sm sm:grid-cols-2">
      {design.style && <Fact label="Style">{designStyleLabel(design.style)}</Fact>}
      {design.roomType && <Fact label="Room type">{roomTypeLabel(design.roomType)}</Fact>}
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
      <Fact label="Created">{new Date(design.createdAt).toLocaleString()}</Fact>
      {design.prompt && (
        <Fact label="Prompt" wide>
          <span className="block rounded-lg bg-muted p-3">{design.prompt}</span>
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
