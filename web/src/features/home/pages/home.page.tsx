import { Suspense, useState } from 'react';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { Link, useLocation } from 'react-router';
import { Camera, Columns2, Palette } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/features/session/session.queries';
import { designTools } from '@/features/shell/shell.nav';
import { usePageTitle } from '@/lib/use-page-title';
import { HomeHero } from '../components/home-hero';
import { LowerLandingSections } from '../components/landing-sections';
import { LazySection } from '../components/lazy-section';

// The studio (uploader, modes, workspace) loads after the hero has painted (ADR 021), and for a visitor
// only once the upload area comes near the screen (ADR 054): its code is most of what the page would load.
const HomeStudio = preloadableLazy(() => import('../components/home-studio'));

/** Query parameters and navigation state that may open the studio at / (see `hasStudioIntent`). */
function urlOpensStudio({ search, state }: { search: string; state: unknown }): boolean {
  const params = new URLSearchParams(search);
  return (
    ['room', 'editImageId', 'mode'].some((name) => params.has(name)) ||
    (typeof state === 'object' && state !== null && 'remix' in state)
  );
}

function UploadAreaPlaceholder() {
  return (
    // Focusable like the upload area it stands for: 'Start Creating Now' focuses whichever is there.
    <div
      id="upload"
      tabIndex={-1}
      className="mx-auto w-full max-w-4xl scroll-mt-20 px-4 py-12 outline-none sm:px-6"
      aria-busy="true"
    >
      <h2 className="text-title font-semibold">Upload your room</h2>
      <p className="mt-1 text-muted-foreground">
        Pick a mode, then add a photo of your room to open the studio.
      </p>
      <Skeleton className="mt-6 h-64" />
    </div>
  );
}

const steps = [
  {
    icon: Camera,
    title: 'Upload a photo',
    text: 'A room, an exterior, a garden or a blueprint: JPG, PNG or WebP.',
  },
  {
    icon: Palette,
    title: 'Pick a mode and style',
    text: 'Ideas, prompt edits, furniture, staging or decluttering.',
  },
  {
    icon: Columns2,
    title: 'Compare before and after',
    text: 'Slide between your room and its redesign, then keep the best.',
  },
];

/**
 * Home: with an image (uploaded, `room=<id>`, or a remix) the Interior Design Studio; without one the landing
 * page with its upload area and the landing sections.
 */
export function HomePage() {
  const state = useSession();
  const location = useLocation();
  const [studioActive, setStudioActive] = useState(false);
  usePageTitle(undefined);
  const signedIn = state.status === 'signed-in';
  const studio = (
    <LazySection
      label="upload"
      minHeight={0}
      placeholder={<UploadAreaPlaceholder />}
      eager={signedIn || urlOpensStudio(location)}
    >
      <Suspense fallback={<UploadAreaPlaceholder />}>
        <HomeStudio signedIn={signedIn} onActiveChange={setStudioActive} />
      </Suspense>
    </LazySection>
  );
  // The studio part sends a signed-in user without an image to open on to the dashboard.
  const studioOnly = studioActive || (signedIn && !urlOpensStudio(location));
  // The studio keeps its place in the tree whether the landing sections show or not: moved, it would
  // remount, lose its state and flip `studioActive` back and forth without end.
  return (
    <>
      {!studioOnly && <HomeHero signedIn={signedIn} />}
      {studio}
      {!studioOnly && <LandingSections />}
    </>
  );
}

function LandingSections() {
  return (
    <>
      <section aria-labelledby="how-title" className="border-t bg-card/60">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
          <h2 id="how-title" className="text-title font-semibold">
            How it works
          </h2>
          <ol className="mt-6 grid gap-4 sm:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step.title} className="rounded-xl border bg-card p-5">
                <div className="flex items-center gap-3">
                  <span className="flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary-text">
                    <step.icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="text-sm font-medium text-muted-foreground">Step {index + 1}</span>
                </div>
                <h3 className="mt-4 font-semibold">{step.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section aria-labelledby="tools-title" className="mx-auto w-full max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="tools-title" className="text-title font-semibold">
          Design tools
        </h2>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {designTools.map((tool) => (
            <li key={tool.to}>
              <Link
                to={tool.to}
                className="flex h-full items-start gap-3 rounded-xl border bg-card p-4 transition-colors hover:border-primary/40 hover:bg-hover"
              >
                <tool.icon className="mt-0.5 size-5 shrink-0 text-primary-text" aria-hidden="true" />
                <span>
                  <span className="flex items-center gap-2 font-medium">
                    {tool.label} {tool.badge && <Badge variant="soft">{tool.badge}</Badge>}
                  </span>{' '}
                  <span className="mt-0.5 block text-sm text-muted-foreground">{tool.description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <LowerLandingSections />
    </>
  );
}

export default HomePage;
