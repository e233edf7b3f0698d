import { Link } from 'react-router';
import type { PublicShare } from '@roomcraft/contracts/sharing';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/use-page-title';
import { SharedPageView } from '../components/shared-page-view';

// Two drawn rooms (inline SVG), so the demo needs no account, no upload and no network.
const room = (wall: string, floor: string, sofa: string, accent: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"><rect width="800" height="600" fill="${wall}"/><rect y="420" width="800" height="180" fill="${floor}"/><rect x="520" y="90" width="180" height="200" fill="#dfe9ef" stroke="#fff" stroke-width="10"/><rect x="150" y="300" width="340" height="130" rx="18" fill="${sofa}"/><rect x="150" y="260" width="340" height="70" rx="18" fill="${sofa}" opacity="0.85"/><circle cx="600" cy="400" r="40" fill="${accent}"/><rect x="585" y="400" width="30" height="60" fill="${accent}"/></svg>`,
  )}`;

const demoShare: PublicShare = {
  shareId: 'demo',
  kind: 'design',
  title: 'Scandinavian living room',
  notes: null,
  expiresAt: null,
  createdAt: new Date(0).toISOString(),
  designs: [
    {
      title: 'Scandinavian living room',
      description: 'Light oak, soft whites and a sage accent keep the room calm and bright.',
      style: 'Scandinavian',
      roomType: 'living-room',
      palette: [
        { name: 'Warm white', hex: '#f4f1ea' },
        { name: 'Light oak', hex: '#c8a97e' },
        { name: 'Sage', hex: '#8fa58a' },
      ],
      isVirtuallyStaged: true,
      beforeImageUrl: room('#b9b2a6', '#7d6a55', '#6b6b6b', '#4a4a4a'),
      afterImageUrl: room('#f4f1ea', '#c8a97e', '#e7e2d8', '#8fa58a'),
    },
  ],
};

/** /share-demo: what a visitor sees when you share a design (a made-up example). */
export function ShareDemoPage() {
  usePageTitle('Sharing demo');
  return (
    <div className="flex flex-col">
      <div className="mx-auto mt-6 w-full max-w-5xl px-4 sm:px-8">
        <div className="flex flex-col gap-3 rounded-xl border border-primary/30 bg-primary-soft p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm">
            This is an example of a shared page. Share your own designs from a design page with the Share
            button (Professional plan).
          </p>
          <Button asChild variant="outline" className="shrink-0">
            <Link to="/share-collaborate">How sharing works</Link>
          </Button>
        </div>
      </div>
      <SharedPageView share={demoShare} isDemo />
    </div>
  );
}

export default ShareDemoPage;
