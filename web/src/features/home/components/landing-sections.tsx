import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import {
  ArrowRight,
  Briefcase,
  Building2,
  Calculator,
  Eraser,
  Home,
  Map,
  Palette,
  Share2,
  Sofa,
} from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TestimonialsSlot } from '@/features/auth/components/testimonials-slot';
import { FaqList } from '@/features/site/components/faq-list';
import { faqItems } from '@/features/site/site.faq';
import { usePrefersReducedMotion } from '@/lib/use-reduced-motion';
import { LazySection } from './lazy-section';

/** What the product does, each linking to its feature page (docs/spec §2, home: features showcase). */
export const landingFeatures = [
  {
    icon: Palette,
    title: 'Ideas in your style',
    text: 'Several redesigns of your own room from one photo, in the style you pick.',
    to: '/features/ideation-mode',
  },
  {
    icon: Sofa,
    title: 'Add furniture',
    text: 'Place catalogue furniture on your photo, size and turn it, then generate.',
    to: '/features/compose-mode',
  },
  {
    icon: Eraser,
    title: 'Declutter and stage',
    text: 'Clear what is in the way, or furnish an empty room for a listing.',
    to: '/features/virtual-staging',
  },
  {
    icon: Map,
    title: 'Floor plans in 3D',
    text: 'Turn a plan into a model you can orbit and walk through, rooms named and measured.',
    to: '/features/floor-plan-mode',
  },
  {
    icon: Calculator,
    title: 'Costs with sources',
    text: 'An itemised estimate with a low, typical and high range, and where each figure comes from.',
    to: '/features/cost-analysis',
  },
  {
    icon: Share2,
    title: 'Share and collaborate',
    text: 'Send a before and after link, or gather designs in a project board.',
    to: '/features/share-collaborate',
  },
] as const;

/** Professional services cards (docs/spec §2, home). */
export const professionalServices = [
  {
    icon: Briefcase,
    title: 'For interior designers',
    text: 'Show clients options on their own room before the first sample arrives.',
    to: '/use-cases/interior-designers',
  },
  {
    icon: Home,
    title: 'For real estate agents',
    text: 'Stage empty rooms and declutter listing photos, with a disclosure mark.',
    to: '/use-cases/real-estate-agents',
  },
  {
    icon: Building2,
    title: 'For teams and businesses',
    text: 'Project boards and collaboration for a team; tell us what else your business needs.',
    to: '/enterprise',
  },
] as const;

/** How many questions the home page previews; the rest are on /faq. */
export const homeFaqCount = 6;

function FeaturesShowcase() {
  return (
    <section aria-labelledby="features-title" className="mx-auto w-full max-w-7xl px-4 py-14 sm:px-6">
      <h2 id="features-title" className="text-title font-semibold">
        Everything a redesign needs
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {landingFeatures.map((feature) => (
          <li key={feature.title}>
            <Link
              to={feature.to}
              className="flex h-full flex-col rounded-xl border bg-card p-5 transition-colors hover:border-primary/40 hover:bg-hover"
            >
              <feature.icon className="size-6 text-primary-text" aria-hidden="true" />
              <span className="mt-3 font-semibold">{feature.title}</span>
              <span className="mt-1 text-sm text-muted-foreground">{feature.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The parallax band: two soft layers drift at different speeds as the page scrolls. Decorative only, and
 * still for visitors who prefer reduced motion.
 */
function ParallaxCallout() {
  const band = useRef<HTMLElement>(null);
  const slowLayer = useRef<HTMLDivElement>(null);
  const fastLayer = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  useEffect(() => {
    if (reducedMotion) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const box = band.current?.getBoundingClientRect();
      if (!box) return;
      // -1 when the band enters at the bottom, +1 when it leaves at the top.
      const progress = (window.innerHeight / 2 - (box.top + box.height / 2)) / window.innerHeight;
      slowLayer.current?.style.setProperty('transform', `translate3d(0, ${progress * 40}px, 0)`);
      fastLayer.current?.style.setProperty('transform', `translate3d(0, ${progress * -90}px, 0)`);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [reducedMotion]);
  return (
    <section
      ref={band}
      aria-labelledby="parallax-title"
      className="relative isolate overflow-hidden bg-primary-soft py-20"
      data-testid="parallax-section"
    >
      <div
        ref={slowLayer}
        aria-hidden="true"
        className="absolute -top-24 -left-24 -z-10 size-96 rounded-full bg-primary/15 blur-3xl will-change-transform"
      />
      <div
        ref={fastLayer}
        aria-hidden="true"
        className="absolute -right-16 -bottom-32 -z-10 size-[28rem] rounded-full bg-primary/20 blur-3xl will-change-transform"
      />
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id="parallax-title" className="text-3xl font-semibold tracking-tight sm:text-4xl">
          See your own room in a new style
        </h2>
        <p className="mt-3 text-muted-foreground">
          Upload a photo, choose a style and compare the ideas side by side with your room.
        </p>
        <Button asChild size="lg" className="mt-6">
          <Link to="/ideation">
            Try AI Design Now <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}

function ProfessionalServices() {
  return (
    <section aria-labelledby="services-title" className="mx-auto w-full max-w-7xl px-4 py-14 sm:px-6">
      <h2 id="services-title" className="text-title font-semibold">
        Professional services
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {professionalServices.map((service) => (
          <li key={service.title} className="flex flex-col rounded-xl border bg-card p-5">
            <service.icon className="size-6 text-primary-text" aria-hidden="true" />
            <h3 className="mt-3 font-semibold">{service.title}</h3>
            <p className="mt-1 flex-1 text-sm text-muted-foreground">{service.text}</p>
            <Link
              to={service.to}
              className="mt-4 text-sm font-medium text-primary-text underline-offset-4 hover:underline"
            >
              Learn more <span className="sr-only">about Roomcraft {service.title.toLowerCase()}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Button asChild variant="outline" className="mt-6">
        <Link to="/contact">Get Started</Link>
      </Button>
    </section>
  );
}

function HomeFaq() {
  return (
    <section aria-labelledby="home-faq-title" className="mx-auto w-full max-w-3xl px-4 py-14 sm:px-6">
      <h2 id="home-faq-title" className="text-title font-semibold">
        Frequently asked questions
      </h2>
      <div className="mt-6">
        <FaqList items={faqItems.slice(0, homeFaqCount)} />
      </div>
      <Link
        to="/faq"
        className="mt-4 inline-flex min-h-11 items-center text-sm font-medium text-primary-text underline-offset-4 hover:underline"
      >
        See More Frequently Asked Questions
      </Link>
    </section>
  );
}

/**
 * The landing page below the hero, how it works and the tools (docs/spec §2, home): features,
 * parallax, testimonials, professional services and FAQ, each loaded when the visitor scrolls near it.
 */
export function LowerLandingSections() {
  return (
    <>
      <LazySection label="features" minHeight={520}>
        <FeaturesShowcase />
      </LazySection>
      <LazySection label="parallax" minHeight={320}>
        <ParallaxCallout />
      </LazySection>
      <LazySection label="testimonials" minHeight={200}>
        <div className="mx-auto w-full max-w-7xl px-4 py-14 sm:px-6">
          <TestimonialsSlot />
        </div>
      </LazySection>
      <LazySection label="services" minHeight={360}>
        <ProfessionalServices />
      </LazySection>
      <LazySection label="faq" minHeight={480}>
        <HomeFaq />
      </LazySection>
    </>
  );
}
