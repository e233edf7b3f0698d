import { useId, type ReactNode } from 'react';

/**
 * Drawn before/after pairs for the login page's 'See the Magic in Action' carousel. Each scene is one room
 * drawn twice (as it was, and redesigned) and shown split down the middle, like the compare slider.
 */
export interface TransformationScene {
  id: string;
  room: string;
  style: string;
  before: ReactNode;
  after: ReactNode;
}

const W = 600;
const H = 400;
const FLOOR_Y = 280;

function Room({ wall, floor, trim }: { wall: string; floor: string; trim?: string }) {
  return (
    <>
      <rect width={W} height={FLOOR_Y} fill={wall} />
      <rect y={FLOOR_Y} width={W} height={H - FLOOR_Y} fill={floor} />
      {trim && <rect y={FLOOR_Y - 4} width={W} height={8} fill={trim} />}
    </>
  );
}

function Window({
  x,
  y,
  w,
  h,
  frame,
  glass,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  frame: string;
  glass: string;
}) {
  return (
    <>
      <rect x={x} y={y} width={w} height={h} rx="4" fill={glass} stroke={frame} strokeWidth="7" />
      <line x1={x + w / 2} y1={y} x2={x + w / 2} y2={y + h} stroke={frame} strokeWidth="4" />
      <line x1={x} y1={y + h / 2} x2={x + w} y2={y + h / 2} stroke={frame} strokeWidth="3" />
    </>
  );
}

function Plant({ x, y, pot = '#d8c3a5' }: { x: number; y: number; pot?: string }) {
  return (
    <>
      <path d={`M${x} ${y}c-8-46 8-76 22-92 6 34 2 66-6 92z`} fill="#4f7d5b" />
      <path d={`M${x + 14} ${y}c6-38 24-58 42-66-8 28-18 50-30 66z`} fill="#5f9270" />
      <path d={`M${x + 4} ${y}c-20-24-34-30-46-30 12 14 22 24 34 30z`} fill="#6ea57f" />
      <rect x={x - 6} y={y - 4} width="34" height="40" rx="6" fill={pot} />
    </>
  );
}

const livingBefore = (
  <>
    <Room wall="#d6d3ce" floor="#b3aca2" />
    <Window x={70} y={60} w={130} h={120} frame="#a39d95" glass="#e9e7e3" />
    <rect x={250} y={210} width={250} height={80} rx="6" fill="#8c8781" />
    <rect x={250} y={182} width={250} height={44} rx="6" fill="#99948d" />
    <rect x={232} y={200} width={28} height={92} rx="6" fill="#8c8781" />
    <rect x={490} y={200} width={28} height={92} rx="6" fill="#8c8781" />
    <rect x={60} y={300} width={80} height={10} rx="5" fill="#9e978e" opacity="0.7" />
    <rect x={330} y={330} width={110} height={14} rx="7" fill="#9e978e" opacity="0.6" />
    <rect x={150} y={232} width={56} height={60} fill="#7d776f" />
  </>
);

const livingAfter = (
  <>
    <Room wall="#f1e8da" floor="#d4b48c" trim="#c29f76" />
    <Window x={70} y={55} w={140} h={130} frame="#ffffff" glass="#fdf8ef" />
    <rect x={240} y={70} width={60} height={78} rx="4" style={{ fill: 'var(--brand)' }} opacity="0.9" />
    <circle cx={270} cy={104} r={16} fill="#e8b04b" opacity="0.9" />
    <ellipse cx={380} cy={340} rx={190} ry={30} fill="#eadfcb" />
    <rect x={250} y={212} width={250} height={74} rx="18" style={{ fill: 'var(--brand)' }} />
    <rect
      x={262}
      y={180}
      width={226}
      height={50}
      rx="16"
      style={{ fill: 'color-mix(in oklab, var(--brand) 80%, white)' }}
    />
    <rect x={236} y={200} width={32} height={88} rx="14" style={{ fill: 'var(--brand)' }} />
    <rect x={482} y={200} width={32} height={88} rx="14" style={{ fill: 'var(--brand)' }} />
    <rect x={290} y={190} width={54} height={38} rx="10" fill="#e8b04b" />
    <rect x={400} y={190} width={54} height={38} rx="10" fill="#f6efe4" />
    <rect x={270} y={286} width={8} height={20} rx="3" fill="#3d2f24" />
    <rect x={474} y={286} width={8} height={20} rx="3" fill="#3d2f24" />
    <rect x={548} y={130} width={6} height={150} fill="#3d2f24" />
    <path d="M528 130h46l-10-34h-26z" fill="#f6e7c8" />
    <Plant x={150} y={262} />
  </>
);

const bedroomBefore = (
  <>
    <Room wall="#d9d5cf" floor="#a9a39a" />
    <rect x={150} y={150} width={300} height={80} rx="4" fill="#a8a29a" />
    <rect x={130} y={220} width={340} height={70} rx="6" fill="#c4bfb8" />
    <rect x={130} y={278} width={340} height={18} fill="#8f8a84" />
    <rect x={60} y={230} width={50} height={60} fill="#8f8a84" />
    <rect x={480} y={70} width={70} height={50} fill="#c9c5bf" stroke="#a39d95" strokeWidth="4" />
    <rect x={170} y={312} width={90} height={10} rx="5" fill="#9e978e" opacity="0.7" />
  </>
);

const bedroomAfter = (
  <>
    <Room wall="#e9dfd0" floor="#c8a77e" trim="#b89367" />
    <rect x={120} y={120} width={360} height={130} rx="10" fill="#b89367" />
    <rect x={110} y={236} width={380} height={44} rx="10" fill="#f4ede2" />
    <rect x={110} y={268} width={380} height={20} rx="4" fill="#8a6a4a" />
    <rect x={150} y={208} width={80} height={40} rx="12" fill="#ffffff" />
    <rect x={370} y={208} width={80} height={40} rx="12" fill="#ffffff" />
    <rect
      x={260}
      y={236}
      width={230}
      height={44}
      rx="10"
      style={{ fill: 'color-mix(in oklab, var(--brand) 55%, white)' }}
    />
    <rect x={50} y={236} width={52} height={52} rx="6" fill="#8a6a4a" />
    <rect x={500} y={236} width={52} height={52} rx="6" fill="#8a6a4a" />
    <line x1={300} y1={0} x2={300} y2={60} stroke="#3d2f24" strokeWidth="3" />
    <path d="M270 60h60l-12 28h-36z" fill="#f6e7c8" />
    <circle cx={76} cy={214} r={16} fill="#f6e7c8" />
    <rect x={73} y={220} width={6} height={18} fill="#3d2f24" />
    <ellipse cx={300} cy={340} rx={210} ry={26} fill="#ddcdb3" />
  </>
);

const kitchenBefore = (
  <>
    <Room wall="#ddd8cc" floor="#b8b0a2" />
    <rect x={40} y={40} width={520} height={90} fill="#8b6e50" />
    {[0, 1, 2, 3].map((i) => (
      <rect
        key={i}
        x={50 + i * 128}
        y={50}
        width={116}
        height={70}
        fill="none"
        stroke="#6f5640"
        strokeWidth="3"
      />
    ))}
    <rect x={40} y={130} width={520} height={70} fill="#e4e0d8" />
    <rect x={30} y={198} width={540} height={12} fill="#c9c1b3" />
    <rect x={40} y={210} width={520} height={80} fill="#8b6e50" />
    {[0, 1, 2, 3].map((i) => (
      <rect
        key={i}
        x={50 + i * 128}
        y={218}
        width={116}
        height={64}
        fill="none"
        stroke="#6f5640"
        strokeWidth="3"
      />
    ))}
    <rect x={120} y={176} width={60} height={22} fill="#9e978e" />
    <rect x={400} y={170} width={40} height={28} fill="#a8a29a" />
  </>
);

const kitchenAfter = (
  <>
    <Room wall="#f3efe7" floor="#cdb392" trim="#b99b77" />
    <rect x={40} y={40} width={250} height={90} rx="4" fill="#8fa893" />
    <rect x={430} y={40} width={130} height={90} rx="4" fill="#8fa893" />
    <rect x={320} y={70} width={80} height={6} fill="#b08a4f" />
    <rect x={322} y={46} width={18} height={24} rx="3" fill="#f6efe4" />
    <rect x={350} y={52} width={14} height={18} rx="3" style={{ fill: 'var(--brand)' }} />
    <rect x={40} y={130} width={520} height={70} fill="#faf7f2" />
    {[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((i) => (
      <line key={i} x1={40 + i * 45} y1={130} x2={40 + i * 45} y2={200} stroke="#e6dfd3" strokeWidth="2" />
    ))}
    <rect x={30} y={198} width={540} height={12} fill="#ffffff" stroke="#e2dbd2" />
    <rect x={40} y={210} width={520} height={80} rx="2" fill="#8fa893" />
    {[0, 1, 2, 3].map((i) => (
      <rect key={i} x={100 + i * 128} y={224} width={30} height={5} rx="2" fill="#b08a4f" />
    ))}
    {[200, 400].map((x) => (
      <g key={x}>
        <line x1={x} y1={0} x2={x} y2={26} stroke="#3d2f24" strokeWidth="2" />
        <path d={`M${x - 18} 44a18 18 0 0 1 36 0z`} fill="#b08a4f" />
      </g>
    ))}
    <Plant x={470} y={198} pot="#f6efe4" />
  </>
);

const officeBefore = (
  <>
    <Room wall="#d4d1cb" floor="#aaa398" />
    <rect x={140} y={200} width={300} height={14} fill="#8f8a84" />
    <rect x={150} y={214} width={10} height={76} fill="#7d776f" />
    <rect x={420} y={214} width={10} height={76} fill="#7d776f" />
    <rect x={230} y={140} width={110} height={62} fill="#5f5a54" />
    <rect x={160} y={180} width={50} height={20} fill="#c9c5bf" />
    <rect x={170} y={170} width={40} height={12} fill="#b3aea7" />
    <rect x={360} y={178} width={56} height={22} fill="#c9c5bf" />
    <rect x={470} y={240} width={60} height={50} fill="#8f8a84" />
    <rect x={80} y={300} width={70} height={12} rx="6" fill="#9e978e" opacity="0.7" />
  </>
);

const officeAfter = (
  <>
    <Room wall="#dbe4da" floor="#b99470" trim="#a17e5b" />
    <rect x={60} y={60} width={130} height={8} fill="#6b4a31" />
    <rect x={60} y={120} width={130} height={8} fill="#6b4a31" />
    <rect x={70} y={36} width={14} height={24} fill="#e8b04b" />
    <rect x={88} y={40} width={12} height={20} style={{ fill: 'var(--brand)' }} />
    <rect x={104} y={34} width={16} height={26} fill="#f6efe4" />
    <circle cx={160} cy={104} r={14} fill="#5f9270" />
    <rect x={140} y={196} width={320} height={16} rx="4" fill="#6b4a31" />
    <path d="M160 212l-14 78M440 212l14 78" stroke="#4d3422" strokeWidth="8" strokeLinecap="round" />
    <rect x={250} y={120} width={120} height={72} rx="6" fill="#1f1b18" />
    <rect
      x={256}
      y={126}
      width={108}
      height={60}
      rx="3"
      style={{ fill: 'color-mix(in oklab, var(--brand) 60%, white)' }}
    />
    <rect x={302} y={190} width={16} height={8} fill="#1f1b18" />
    <line x1={420} y1={196} x2={410} y2={150} stroke="#3d2f24" strokeWidth="4" />
    <path d="M392 150h36l-6-20h-24z" fill="#e8b04b" />
    <rect x={250} y={232} width={110} height={44} rx="14" style={{ fill: 'var(--brand)' }} />
    <rect x={300} y={276} width={10} height={22} fill="#3d2f24" />
    <Plant x={500} y={262} />
    <ellipse cx={300} cy={340} rx={180} ry={24} fill="#cfe0d3" opacity="0.8" />
  </>
);

export const transformationScenes: TransformationScene[] = [
  { id: 'living', room: 'Living room', style: 'Scandinavian', before: livingBefore, after: livingAfter },
  { id: 'bedroom', room: 'Bedroom', style: 'Japandi', before: bedroomBefore, after: bedroomAfter },
  { id: 'kitchen', room: 'Kitchen', style: 'Modern farmhouse', before: kitchenBefore, after: kitchenAfter },
  {
    id: 'office',
    room: 'Home office',
    style: 'Mid-century modern',
    before: officeBefore,
    after: officeAfter,
  },
];

/** One scene, before on the left and after on the right, with labels. */
export function SceneSplit({ scene }: { scene: TransformationScene }) {
  const id = useId().replace(/:/g, '');
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={`${scene.room} before and after a ${scene.style} redesign`}
      className="h-auto w-full"
    >
      <defs>
        <clipPath id={`${id}-before`}>
          <rect width={W / 2} height={H} />
        </clipPath>
        <clipPath id={`${id}-after`}>
          <rect x={W / 2} width={W / 2} height={H} />
        </clipPath>
      </defs>
      <g clipPath={`url(#${id}-before)`}>{scene.before}</g>
      <g clipPath={`url(#${id}-after)`}>{scene.after}</g>
      <line x1={W / 2} y1="0" x2={W / 2} y2={H} stroke="#ffffff" strokeWidth="4" />
      <circle
        cx={W / 2}
        cy={H / 2}
        r="20"
        fill="#ffffff"
        style={{ stroke: 'var(--brand)' }}
        strokeWidth="3"
      />
      <path
        d={`M${W / 2 - 7} ${H / 2 - 7}l-7 7 7 7M${W / 2 + 7} ${H / 2 - 7}l7 7-7 7`}
        fill="none"
        style={{ stroke: 'var(--brand)' }}
        strokeWidth="3"
        strokeLinecap="round"
      />
      <g fontFamily="Inter Variable, ui-sans-serif, system-ui" fontSize="15" fontWeight="600">
        <rect x="14" y="14" width="74" height="30" rx="15" fill="#1f1b18" opacity="0.75" />
        <text x="51" y="34" textAnchor="middle" fill="#ffffff">
          Before
        </text>
        <rect x={W - 88} y="14" width="74" height="30" rx="15" style={{ fill: 'var(--brand)' }} />
        <text x={W - 51} y="34" textAnchor="middle" fill="#ffffff">
          After
        </text>
      </g>
    </svg>
  );
}
