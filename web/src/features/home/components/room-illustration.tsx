/** A drawn room, before (left) and after (right) a redesign, split by a compare handle. Decorative. */
export function RoomIllustration() {
  return (
    <svg
      viewBox="0 0 600 440"
      role="img"
      aria-label="Illustration of a room before and after a redesign"
      className="h-auto w-full rounded-2xl border bg-card shadow-float"
    >
      <defs>
        <clipPath id="rc-before">
          <rect x="0" y="0" width="300" height="440" />
        </clipPath>
        <clipPath id="rc-after">
          <rect x="300" y="0" width="300" height="440" />
        </clipPath>
        <linearGradient id="rc-light" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff7e6" stopOpacity="0.9" />
          <stop offset="1" stopColor="#fff7e6" stopOpacity="0" />
        </linearGradient>
      </defs>

      <g clipPath="url(#rc-before)">
        <rect width="600" height="300" fill="#d9d6d1" />
        <rect y="300" width="600" height="140" fill="#b9b2a8" />
        <rect x="70" y="70" width="130" height="120" rx="4" fill="#eceae6" stroke="#a8a29a" strokeWidth="6" />
        <line x1="135" y1="70" x2="135" y2="190" stroke="#a8a29a" strokeWidth="4" />
        <rect x="60" y="250" width="230" height="80" rx="8" fill="#8f8a84" />
        <rect x="60" y="225" width="230" height="45" rx="8" fill="#9d9891" />
        <rect x="40" y="240" width="30" height="95" rx="8" fill="#8f8a84" />
        <rect x="250" y="330" width="30" height="24" fill="#6f6a64" />
        <rect x="75" y="330" width="30" height="24" fill="#6f6a64" />
        <rect x="40" y="360" width="60" height="10" rx="5" fill="#9e978e" opacity="0.6" />
        <rect x="170" y="380" width="90" height="12" rx="6" fill="#9e978e" opacity="0.6" />
      </g>

      <g clipPath="url(#rc-after)">
        <rect width="600" height="300" fill="#efe4d3" />
        <rect y="300" width="600" height="140" fill="#c9a77f" />
        <rect x="300" y="300" width="300" height="6" fill="#b48f66" />
        <rect
          x="390"
          y="60"
          width="140"
          height="130"
          rx="6"
          fill="#fdfaf4"
          stroke="#ffffff"
          strokeWidth="8"
        />
        <rect x="390" y="60" width="140" height="130" fill="url(#rc-light)" />
        <line x1="460" y1="60" x2="460" y2="190" stroke="#ffffff" strokeWidth="5" />
        <rect x="318" y="70" width="54" height="70" rx="4" style={{ fill: 'var(--brand)' }} opacity="0.9" />
        <circle cx="345" cy="100" r="14" fill="#e8b04b" opacity="0.9" />
        <ellipse cx="450" cy="385" rx="150" ry="28" fill="#e9dcc7" />
        <rect x="330" y="250" width="240" height="80" rx="18" style={{ fill: 'var(--brand)' }} />
        <rect
          x="340"
          y="218"
          width="220"
          height="52"
          rx="16"
          style={{ fill: 'color-mix(in oklab, var(--brand) 82%, white)' }}
        />
        <rect x="318" y="238" width="34" height="94" rx="14" style={{ fill: 'var(--brand)' }} />
        <rect x="548" y="238" width="34" height="94" rx="14" style={{ fill: 'var(--brand)' }} />
        <rect x="372" y="226" width="56" height="40" rx="10" fill="#e8b04b" />
        <rect x="470" y="226" width="56" height="40" rx="10" fill="#f3ede3" />
        <rect x="345" y="330" width="8" height="22" rx="3" fill="#3d2f24" />
        <rect x="548" y="330" width="8" height="22" rx="3" fill="#3d2f24" />
        <rect x="575" y="150" width="6" height="150" fill="#3d2f24" />
        <path d="M556 150h44l-10-34h-24z" fill="#f6e7c8" />
        <path d="M316 300c-6-40 10-70 22-86 4 30 2 60-4 86z" fill="#4f7d5b" />
        <path d="M330 300c4-36 22-56 40-64-8 26-16 48-28 64z" fill="#5f9270" />
        <rect x="318" y="296" width="30" height="36" rx="6" fill="#d8c3a5" />
      </g>

      <line x1="300" y1="0" x2="300" y2="440" stroke="#ffffff" strokeWidth="4" />
      <circle cx="300" cy="220" r="22" fill="#ffffff" style={{ stroke: 'var(--brand)' }} strokeWidth="3" />
      <path
        d="M292 212l-8 8 8 8M308 212l8 8-8 8"
        fill="none"
        style={{ stroke: 'var(--brand)' }}
        strokeWidth="3"
        strokeLinecap="round"
      />

      <g fontFamily="Inter Variable, ui-sans-serif, system-ui" fontSize="15" fontWeight="600">
        <rect x="16" y="16" width="74" height="30" rx="15" fill="#1f1b18" opacity="0.75" />
        <text x="53" y="36" textAnchor="middle" fill="#ffffff">
          Before
        </text>
        <rect x="510" y="16" width="74" height="30" rx="15" style={{ fill: 'var(--brand)' }} />
        <text x="547" y="36" textAnchor="middle" fill="#ffffff">
          After
        </text>
      </g>
    </svg>
  );
}
