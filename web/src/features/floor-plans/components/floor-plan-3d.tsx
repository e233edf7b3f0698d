import { forwardRef, useEffect, useImperativeHandle, useMemo, useRef, type MutableRefObject } from 'react';
import { Canvas, useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { OrbitControls } from '@react-three/drei';
import * as THREE from 'three';
import { GLTFExporter } from 'three/examples/jsm/exporters/GLTFExporter.js';
import type { FloorPlanIdea } from '@roomcraft/contracts/floor-plans';
import {
  formatArea,
  roomFloorColours,
  visibleLabels,
  type AreaUnit,
  type PlanScene,
} from '../floor-plan-scene';

export type ViewMode = 'orbit' | 'walk';

/** What the page can ask of the 3D view. */
export interface FloorPlan3dHandle {
  /** The model (walls, floors, furniture) as binary glTF. */
  exportGlb(): Promise<ArrayBuffer>;
  /** What the canvas shows now, as a PNG. */
  exportPng(): Promise<Blob>;
  /** Turns the orbit camera by `radians` about the model (keyboard users and tests). */
  rotate(radians: number): void;
}

interface Props {
  scene: PlanScene;
  mode: ViewMode;
  wallHeight: number;
  unit: AreaUnit;
  selectedRoomId: string | null;
  onSelectRoom: (roomId: string | null) => void;
  /** Applied ideas by room id: their floor colour and furniture are drawn. */
  ideasByRoom: Map<string, FloorPlanIdea>;
  showLabels: boolean;
}

const wallColour = '#f4f1ea';
const pieceColours = { wall: wallColour, lintel: wallColour, sill: wallColour, glass: '#8fc3e6' } as const;

function floorShape(polygon: Array<{ x: number; y: number }>) {
  // The shape is drawn in x / -y and turned flat, so plan y becomes the scene's +z.
  const shape = new THREE.Shape(polygon.map((p) => new THREE.Vector2(p.x, -p.y)));
  return new THREE.ShapeGeometry(shape);
}

function Model({
  scene,
  selectedRoomId,
  onSelectRoom,
  ideasByRoom,
  groupRef,
}: Pick<Props, 'scene' | 'selectedRoomId' | 'onSelectRoom' | 'ideasByRoom'> & {
  groupRef: MutableRefObject<THREE.Group | null>;
}) {
  const floors = useMemo(() => scene.rooms.map((room) => floorShape(room.polygon)), [scene]);
  useEffect(() => () => floors.forEach((geometry) => geometry.dispose()), [floors]);
  const cx = (scene.bounds.minX + scene.bounds.maxX) / 2;
  const cy = (scene.bounds.minY + scene.bounds.maxY) / 2;
  return (
    <group ref={groupRef} position={[-cx, 0, -cy]} name="floor-plan">
      {scene.rooms.map((room, index) => {
        const idea = ideasByRoom.get(room.id);
        const selected = room.id === selectedRoomId;
        const colour = idea?.floorMaterial.hex ?? roomFloorColours[index % roomFloorColours.length]!;
        return (
          <group key={room.id} name={room.name}>
            <mesh
              geometry={floors[index]}
              rotation={[-Math.PI / 2, 0, 0]}
              position={[0, 0.005, 0]}
              onClick={(event: ThreeEvent<MouseEvent>) => {
                event.stopPropagation();
                onSelectRoom(selected ? null : room.id);
              }}
              name={`floor ${room.name}`}
            >
              <meshStandardMaterial
                color={colour}
                emissive={selected ? '#2d6a64' : '#000000'}
                emissiveIntensity={selected ? 0.35 : 0}
                side={THREE.DoubleSide}
              />
            </mesh>
            {idea?.furniture.map((item, i) => (
              <mesh
                key={`${item.itemId}-${i}`}
                name={item.name}
                position={[item.x, item.itemId === 'area-rug' ? 0.01 : item.heightM / 2, item.y]}
                rotation={[0, item.rotation, 0]}
                castShadow
              >
                {item.itemId === 'potted-plant' || item.itemId === 'floor-lamp' ? (
                  <cylinderGeometry args={[item.widthM / 2, item.widthM / 3, item.heightM, 16]} />
                ) : (
                  <boxGeometry
                    args={[item.widthM, item.itemId === 'area-rug' ? 0.02 : item.heightM, item.depthM]}
                  />
                )}
                <meshStandardMaterial color={item.colour} />
              </mesh>
            ))}
          </group>
        );
      })}
      {scene.pieces.map((piece, i) => (
        <mesh
          key={i}
          name={piece.kind}
          position={[piece.x, (piece.bottom + piece.top) / 2, piece.y]}
          rotation={[0, -piece.angle, 0]}
          castShadow
          receiveShadow
        >
          <boxGeometry args={[piece.length, piece.top - piece.bottom, piece.thickness]} />
          <meshStandardMaterial
            color={pieceColours[piece.kind]}
            transparent={piece.kind === 'glass'}
            opacity={piece.kind === 'glass' ? 0.45 : 1}
          />
        </mesh>
      ))}
    </group>
  );
}

/**
 * Room labels as plain DOM over the canvas: each frame projects every room's centre and moves its label
 * there (hidden when behind the camera, or when it would cover the label of a larger room). Plain DOM
 * keeps them readable, selectable and testable.
 */
function LabelProjector({
  scene,
  labelRefs,
  selectedRoomId,
}: {
  scene: PlanScene;
  labelRefs: MutableRefObject<Array<HTMLDivElement | null>>;
  selectedRoomId: string | null;
}) {
  const cx = (scene.bounds.minX + scene.bounds.maxX) / 2;
  const cy = (scene.bounds.minY + scene.bounds.maxY) / 2;
  const point = useMemo(() => new THREE.Vector3(), []);
  // The selected room's label always wins; then larger rooms.
  const priority = useMemo(
    () => scene.rooms.map((room) => (room.id === selectedRoomId ? Infinity : room.areaM2)),
    [scene, selectedRoomId],
  );
  useFrame((state) => {
    const boxes = scene.rooms.map((room, index) => {
      const element = labelRefs.current[index];
      if (!element) return null;
      point.set(room.centroid.x - cx, 0.1, room.centroid.y - cy).project(state.camera);
      if (point.z > 1 || Math.abs(point.x) > 1.05 || Math.abs(point.y) > 1.05) return null;
      return {
        x: ((point.x + 1) / 2) * state.size.width,
        y: ((1 - point.y) / 2) * state.size.height,
        width: element.offsetWidth,
        height: element.offsetHeight,
      };
    });
    const visible = visibleLabels(boxes, priority);
    boxes.forEach((box, index) => {
      const element = labelRefs.current[index];
      if (!element) return;
      // Hidden labels keep their layout box (visibility, not display) so their size stays measurable.
      element.style.visibility = box && visible[index] ? 'visible' : 'hidden';
      if (box)
        element.style.transform = `translate(-50%, -50%) translate(${box.x.toFixed(1)}px, ${box.y.toFixed(1)}px)`;
    });
  });
  return null;
}

/** First person: eye height 1.6 m; arrows / WASD walk and turn, dragging looks around. */
function WalkControls({ scene, moveRef }: { scene: PlanScene; moveRef: MutableRefObject<WalkInput> }) {
  const { camera, gl } = useThree();
  const yaw = useRef(0);
  const pitch = useRef(0);
  useEffect(() => {
    // Start in the largest room, looking along its long side.
    const largest = [...scene.rooms].sort((a, b) => b.areaM2 - a.areaM2)[0];
    const cx = (scene.bounds.minX + scene.bounds.maxX) / 2;
    const cy = (scene.bounds.minY + scene.bounds.maxY) / 2;
    camera.position.set((largest?.centroid.x ?? cx) - cx, 1.6, (largest?.centroid.y ?? cy) - cy);
    yaw.current = largest && largest.width > largest.depth ? Math.PI / 2 : 0;
    pitch.current = 0;
  }, [camera, scene]);
  useEffect(() => {
    const element = gl.domElement;
    let last: { x: number; y: number } | null = null;
    const down = (event: PointerEvent) => {
      last = { x: event.clientX, y: event.clientY };
    };
    const move = (event: PointerEvent) => {
      if (!last) return;
      yaw.current -= (event.clientX - last.x) * 0.005;
      pitch.current = Math.max(-1.2, Math.min(1.2, pitch.current - (event.clientY - last.y) * 0.005));
      last = { x: event.clientX, y: event.clientY };
    };
    const up = () => {
      last = null;
    };
    const keys = (pressed: boolean) => (event: KeyboardEvent) => {
      const key = event.key.toLowerCase();
      if (key === 'arrowup' || key === 'w') moveRef.current.forward = pressed ? 1 : 0;
      else if (key === 'arrowdown' || key === 's') moveRef.current.forward = pressed ? -1 : 0;
      else if (key === 'arrowleft' || key === 'a') moveRef.current.turn = pressed ? 1 : 0;
      else if (key === 'arrowright' || key === 'd') moveRef.current.turn = pressed ? -1 : 0;
      else return;
      event.preventDefault();
    };
    const keyDown = keys(true);
    const keyUp = keys(false);
    element.addEventListener('pointerdown', down);
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    element.addEventListener('keydown', keyDown);
    element.addEventListener('keyup', keyUp);
    return () => {
      element.removeEventListener('pointerdown', down);
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      element.removeEventListener('keydown', keyDown);
      element.removeEventListener('keyup', keyUp);
    };
  }, [gl, moveRef]);
  useFrame((state, delta) => {
    const input = moveRef.current;
    yaw.current += input.turn * delta * 1.5;
    const step = 1.4 * input.forward * delta;
    const eye = state.camera;
    eye.position.set(
      eye.position.x - Math.sin(yaw.current) * step,
      eye.position.y,
      eye.position.z - Math.cos(yaw.current) * step,
    );
    eye.rotation.set(pitch.current, yaw.current, 0, 'YXZ');
  });
  return null;
}

export interface WalkInput {
  forward: number;
  turn: number;
}

/** The orbit camera, turned by `rotate()` from outside. */
function OrbitRig({
  scene,
  rotateRef,
}: {
  scene: PlanScene;
  rotateRef: MutableRefObject<(r: number) => void>;
}) {
  const controls = useRef<React.ComponentRef<typeof OrbitControls>>(null);
  const { camera, size } = useThree();
  const width = scene.bounds.maxX - scene.bounds.minX;
  const depth = scene.bounds.maxY - scene.bounds.minY;
  const span = Math.max(width, depth, 4);
  useEffect(() => {
    // Back off until every corner of the model (walls included) is inside the view, wide or tall.
    // (r3f keeps the camera's aspect in step with the canvas size, which this effect depends on.)
    const corners = [-1, 1].flatMap((sx) =>
      [-1, 1].flatMap((sz) => [0, 2.7].map((y) => new THREE.Vector3((sx * width) / 2, y, (sz * depth) / 2))),
    );
    const probe = new THREE.Vector3();
    let distance = 3;
    for (let step = 0; step < 60; step += 1) {
      camera.position.set(0, distance * 0.8, distance * 0.62);
      camera.lookAt(0, 0, 0);
      camera.updateMatrixWorld();
      const fits = corners.every((corner) => {
        probe.copy(corner).project(camera);
        return Math.abs(probe.x) < 0.92 && Math.abs(probe.y) < 0.9 && probe.z < 1;
      });
      if (fits) break;
      distance *= 1.1;
    }
  }, [camera, size.width, size.height, width, depth]);
  useEffect(() => {
    rotateRef.current = (radians: number) => {
      const position = camera.position;
      const x = position.x * Math.cos(radians) - position.z * Math.sin(radians);
      const z = position.x * Math.sin(radians) + position.z * Math.cos(radians);
      position.set(x, position.y, z);
      camera.lookAt(0, 0, 0);
      controls.current?.update();
    };
  }, [camera, rotateRef]);
  return (
    <OrbitControls
      ref={controls}
      makeDefault
      target={[0, 0, 0]}
      maxPolarAngle={Math.PI / 2.05}
      minDistance={2}
      maxDistance={span * 4}
    />
  );
}

/** The interactive 3D model (three.js through @react-three/fiber); loaded only on the floor-plan page. */
const FloorPlan3d = forwardRef<FloorPlan3dHandle, Props>(function FloorPlan3d(props, ref) {
  const groupRef = useRef<THREE.Group | null>(null);
  const glRef = useRef<THREE.WebGLRenderer | null>(null);
  const rotateRef = useRef<(radians: number) => void>(() => undefined);
  const moveRef = useRef<WalkInput>({ forward: 0, turn: 0 });
  const labelRefs = useRef<Array<HTMLDivElement | null>>([]);
  const { scene, mode, wallHeight } = props;

  useImperativeHandle(ref, () => ({
    exportGlb: () =>
      new Promise<ArrayBuffer>((resolve, reject) => {
        const group = groupRef.current;
        if (!group) return reject(new Error('The model is not ready yet.'));
        new GLTFExporter().parse(
          group,
          (result) =>
            result instanceof ArrayBuffer ? resolve(result) : reject(new Error('Not binary glTF')),
          (error) => reject(error),
          { binary: true },
        );
      }),
    exportPng: () =>
      new Promise<Blob>((resolve, reject) => {
        const canvas = glRef.current?.domElement;
        if (!canvas) return reject(new Error('The model is not ready yet.'));
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No image'))), 'image/png');
      }),
    rotate: (radians: number) => rotateRef.current(radians),
  }));

  // Walls are scaled to the height the user chose: the scene is built at that height.
  void wallHeight;
  const walkButton = (label: string, patch: Partial<WalkInput>) => (
    <button
      type="button"
      aria-label={label}
      className="flex size-11 items-center justify-center rounded-full bg-card/90 text-lg shadow-float select-none"
      onPointerDown={() => Object.assign(moveRef.current, patch)}
      onPointerUp={() => Object.assign(moveRef.current, { forward: 0, turn: 0 })}
      onPointerLeave={() => Object.assign(moveRef.current, { forward: 0, turn: 0 })}
    >
      {label === 'Walk forward' ? '↑' : label === 'Walk back' ? '↓' : label === 'Turn left' ? '←' : '→'}
    </button>
  );

  return (
    <div className="relative size-full">
      <Canvas
        shadows
        camera={{ fov: mode === 'walk' ? 70 : 45, near: 0.05, far: 500 }}
        gl={{ preserveDrawingBuffer: true, antialias: true }}
        onCreated={({ gl }) => {
          glRef.current = gl;
        }}
        onPointerMissed={() => props.onSelectRoom(null)}
        tabIndex={0}
        aria-label="3D model of the floor plan"
        data-testid="floor-plan-canvas"
      >
        <color attach="background" args={['#efebe4']} />
        <hemisphereLight args={['#ffffff', '#b9ad9c', 1.4]} />
        <directionalLight position={[8, 14, 6]} intensity={1.6} castShadow />
        <Model {...props} groupRef={groupRef} />
        {props.showLabels && (
          <LabelProjector scene={scene} labelRefs={labelRefs} selectedRoomId={props.selectedRoomId} />
        )}
        {mode === 'orbit' ? (
          <OrbitRig scene={scene} rotateRef={rotateRef} />
        ) : (
          <WalkControls scene={scene} moveRef={moveRef} />
        )}
      </Canvas>
      {props.showLabels && (
        <div className="pointer-events-none absolute inset-0 overflow-hidden" aria-label="Room labels">
          {scene.rooms.map((room, index) => (
            <div
              key={room.id}
              ref={(element) => {
                labelRefs.current[index] = element;
              }}
              data-testid="room-label"
              className="absolute top-0 left-0 rounded-md bg-card/90 px-2 py-0.5 text-center text-xs leading-tight whitespace-nowrap shadow-xs"
              style={{ visibility: 'hidden' }}
            >
              <div className="font-semibold">{room.name}</div>
              <div className="text-muted-foreground">{formatArea(room.areaM2, props.unit)}</div>
            </div>
          ))}
        </div>
      )}
      {mode === 'walk' && (
        <div className="pointer-events-none absolute right-3 bottom-3 grid grid-cols-3 gap-1 [&>*]:pointer-events-auto">
          <span />
          {walkButton('Walk forward', { forward: 1 })}
          <span />
          {walkButton('Turn left', { turn: 1 })}
          {walkButton('Walk back', { forward: -1 })}
          {walkButton('Turn right', { turn: -1 })}
        </div>
      )}
    </div>
  );
});

export default FloorPlan3d;
