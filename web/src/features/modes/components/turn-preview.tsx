import { turnOnFloor } from '@roomcraft/contracts/catalogue/furniture-turn';
import type { FurnitureItem } from '@roomcraft/contracts/catalogue/furniture';
import { cn } from '@/lib/cn';

/** Looking down at the piece from in front, as a room photo's camera does (degrees below level). */
const pitch = (28 * Math.PI) / 180;

type Face = { kind: 'front' | 'side' | 'top'; points: Array<[number, number]> };

/**
 * The piece's box (its catalogue width, depth and height) turned as the engine turns it
 * (`turnOnFloor`, shared with the engine), seen from the front and a little above: its faces, far to
 * near, in screen units (y down), with the piece's front face named so it can stand out.
 */
export function turnedBoxFaces(
  item: Pick<FurnitureItem, 'widthCm' | 'depthCm' | 'heightCm'>,
  rotationDegrees: number,
): Face[] {
  const turn = (rotationDegrees * Math.PI) / 180;
  const w = item.widthCm / 200;
  const d = item.depthCm / 200;
  const h = item.heightCm / 100;
  const screen = (x: number, y: number, z: number): [number, number] => {
    const p = turnOnFloor(x, z, turn);
    return [p.x, -(y * Math.cos(pitch) + p.z * Math.sin(pitch))];
  };
  // The four sides as (corner, corner, outward normal) in the piece's frame; the front is at -z.
  const sides: Array<{
    kind: Face['kind'];
    a: [number, number];
    b: [number, number];
    normal: [number, number];
  }> = [
    { kind: 'front', a: [-w, -d], b: [w, -d], normal: [0, -1] },
    { kind: 'side', a: [w, -d], b: [w, d], normal: [1, 0] },
    { kind: 'side', a: [w, d], b: [-w, d], normal: [0, 1] },
    { kind: 'side', a: [-w, d], b: [-w, -d], normal: [-1, 0] },
  ];
  const faces: Face[] = [];
  for (const side of sides) {
    // A side is seen when it faces the camera (its normal points towards -z in the room).
    if (turnOnFloor(side.normal[0], side.normal[1], turn).z >= -1e-6) continue;
    faces.push({
      kind: side.kind,
      points: [
        screen(side.a[0], 0, side.a[1]),
        screen(side.b[0], 0, side.b[1]),
        screen(side.b[0], h, side.b[1]),
        screen(side.a[0], h, side.a[1]),
      ],
    });
  }
  faces.push({
    kind: 'top',
    points: [screen(-w, h, -d), screen(w, h, -d), screen(w, h, d), screen(-w, h, d)],
  });
  return faces;
}

/**
 * A small drawing of a catalogue piece at the chosen turn, the same turn the engine gives it in the
 * room: its box from the front and above, the front face in the brand colour.
 */
export function TurnPreview({
  item,
  rotation,
  className,
}: {
  item: Pick<FurnitureItem, 'name' | 'widthCm' | 'depthCm' | 'heightCm'>;
  rotation: number;
  className?: string;
}) {
  const faces = turnedBoxFaces(item, rotation);
  const all = faces.flatMap((face) => face.points);
  const xs = all.map(([x]) => x);
  const ys = all.map(([, y]) => y);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const span = Math.max(Math.max(...xs) - minX, Math.max(...ys) - minY, 0.01);
  const pad = span * 0.08;
  // Centred in a square view; the floor contact stays at the bottom.
  const size = span + pad * 2;
  const left = (minX + Math.max(...xs)) / 2 - size / 2;
  const top = Math.max(...ys) + pad - size;
  const fill = { front: 'var(--color-primary)', side: '#cbd5e1', top: '#f1f5f9' } as const;
  return (
    <svg
      viewBox={`${left} ${top} ${size} ${size}`}
      role="img"
      aria-label={`${item.name}, rotated ${rotation}°`}
      className={cn('block', className)}
      data-testid="turn-preview"
    >
      {faces.map((face, index) => (
        <polygon
          key={index}
          data-face={face.kind}
          points={face.points.map(([x, y]) => `${x},${y}`).join(' ')}
          fill={fill[face.kind]}
          fillOpacity={face.kind === 'front' ? 0.85 : 1}
          stroke="#334155"
          strokeWidth={size * 0.012}
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
}
