import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useSession } from '@/features/session/session.queries';
import type { MarketingLink, MarketingStep } from '../site.marketing';
import { FaqList } from './faq-list';

/** Where a call to action to a tool goes: the tool when signed in, else sign-in that returns to the tool. */
export function startTarget(toolPath: string, signedIn: boolean): string {
  return signedIn ? toolPath : `/login?redirect=${toolPath}`;
}

/** The primary call to action of a marketing page (visitors sign in first, then land on the tool). */
export function StartButton({ to, label }: { to: string; label: string }) {
  const signedIn = useSession().status === 'signed-in';
  return (
    <Button asChild size="lg">
      <Link to={startTarget(to, signedIn)}>
        {label}
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}

/** The page's heading block: eyebrow, h1, lead and calls to action. */
export function MarketingHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <header className="flex max-w-3xl flex-col gap-4">
      {eyebrow && (
        <p className="text-sm font-semibold tracking-wide text-primary-text uppercase">{eyebrow}</p>
      )}
      <h1 className="text-display font-semibold text-balance">{title}</h1>
      <p className="text-lg leading-relaxed text-muted-foreground">{lead}</p>
      {children && <div className="mt-2 flex flex-wrap gap-3">{children}</div>}
    </header>
  );
}

/** A section with an h2 (labelled by it). */
export function MarketingSection({
  id,
  title,
  children,
  intro,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-14">
      <h2 id={id} className="text-title font-semibold">
        {title}
      </h2>
      {intro && <p className="mt-2 max-w-3xl text-muted-foreground">{intro}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** Numbered steps, as an ordered list. */
export function StepList({ steps }: { steps: readonly MarketingStep[] }) {
  return (
    <ol className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title} className="flex flex-col gap-2 rounded-2xl border bg-card p-5">
          <span
            aria-hidden="true"
            className="flex size-9 items-center justify-center rounded-full bg-primary-soft font-semibold text-primary-text"
          >
            {index + 1}
          </span>
          <h3 className="font-semibold">{step.title}</h3>
          <p className="text-muted-foreground">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** A bulleted list of short facts (who it is for, limits...). */
export function FactList({ items }: { items: readonly string[] }) {
  return (
    <ul className="grid max-w-3xl gap-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-relaxed">
          <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-primary" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Cards that link to related pages; the whole card is the link, named by its title. */
export function LinkCards({ links }: { links: readonly MarketingLink[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className="group flex h-full flex-col gap-1 rounded-2xl border bg-card p-5 transition-colors hover:border-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <span className="flex items-center justify-between gap-2 font-semibold">
              {link.label}
              <ArrowRight
                className="size-4 text-primary-text transition-transform group-hover:translate-x-0.5"
                aria-hidden="true"
              />
            </span>
            {link.text && <span className="text-muted-foreground">{link.text}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Questions and answers, as disclosure widgets. */
export function MarketingFaq({ items }: { items: readonly { question: string; answer: string }[] }) {
  return (
    <MarketingSection id="faq" title="Questions">
      <div className="max-w-3xl">
        <FaqList items={items} />
      </div>
    </MarketingSection>
  );
}

/** The width and padding every marketing page shares. */
export function MarketingPage({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">{children}</div>;
}
