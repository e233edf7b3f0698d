import type { FloorPlanIdea } from '@roomcraft/contracts/floor-plans';
import { formatArea, roomFloorColours, type AreaUnit, type PlanScene } from '../floor-plan-scene';

/**
 * The 2D plan: the uploaded image with the extracted rooms, walls and openings drawn over it, and the same
 * labels as the 3D view. `showOverlay` hides the extraction to compare it with the drawing.
 */
export function FloorPlan2d({
  scene,
  imageUrl,
  showOverlay,
  unit,
  selectedRoomId,
  onSelectRoom,
  ideasByRoom,
}: {
  scene: PlanScene;
  imageUrl: string;
  showOverlay: boolean;
  unit: AreaUnit;
  selectedRoomId: string | null;
  onSelectRoom: (roomId: string | null) => void;
  ideasByRoom: Map<string, FloorPlanIdea>;
}) {
  const { width, height } = scene.imageSize;
  const fontSize = Math.max(width, height) / 55;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className="size-full bg-white"
      role="img"
      aria-label="2D floor plan with the extracted rooms"
      data-testid="floor-plan-2d"
    >
      <image href={imageUrl} x={0} y={0} width={width} height={height} opacity={showOverlay ? 0.55 : 1} />
      {showOverlay && (
        <g>
          {scene.rooms.map((room, index) => (
            <polygon
              key={room.id}
              points={room.polygon.map((p) => `${p.x},${p.y}`).join(' ')}
              fill={
                ideasByRoom.get(room.id)?.floorMaterial.hex ??
                roomFloorColours[index % roomFloorColours.length]
              }
              fillOpacity={room.id === selectedRoomId ? 0.85 : 0.55}
              stroke={room.id === selectedRoomId ? '#2d6a64' : 'none'}
              strokeWidth={fontSize / 5}
              className="cursor-pointer"
              onClick={() => onSelectRoom(room.id === selectedRoomId ? null : room.id)}
            >
              <title>{room.name}</title>
            </polygon>
          ))}
          {scene.pieces
            .filter((piece) => piece.kind === 'wall' || piece.kind === 'glass')
            .map((piece, i) => (
              <rect
                key={i}
                x={-piece.length / 2}
                y={-piece.thickness / 2}
                width={piece.length}
                height={piece.kind === 'glass' ? piece.thickness * 3 : piece.thickness}
                fill={piece.kind === 'glass' ? '#4b9fd5' : '#2b2824'}
                transform={`translate(${piece.x} ${piece.y}) rotate(${(piece.angle * 180) / Math.PI})`}
              />
            ))}
          {scene.rooms.map((room) => (
            <g
              key={room.id}
              transform={`translate(${room.centroid.x} ${room.centroid.y})`}
              pointerEvents="none"
            >
              <text
                textAnchor="middle"
                fontSize={fontSize}
                fontWeight={600}
                fill="#1f1d1a"
                data-testid="room-label-2d"
              >
                {room.name}
              </text>
              <text textAnchor="middle" y={fontSize * 1.2} fontSize={fontSize * 0.85} fill="#4a4540">
                {formatArea(room.areaM2, unit)}
              </text>
            </g>
          ))}
        </g>
      )}
    </svg>
  );
}
