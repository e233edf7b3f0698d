import { Link } from 'react-router';
import { Accessibility, ArrowRight, Cpu, Lightbulb, Shuffle, UsersRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/use-page-title';

/** The four core values (docs/spec §2, "Other static pages"). */
const values = [
  {
    icon: Lightbulb,
    title: 'Innovation',
    text: 'Several ideas from one photo, staging, decluttering, floor plans and cost estimates in one place, and new modes as the models get better.',
  },
  {
    icon: UsersRound,
    title: 'AI + Expert Option',
    text: 'Start with AI on your own, and book a human designer for a video consultation when you want a second opinion.',
  },
  {
    icon: Accessibility,
    title: 'Accessibility',
    text: 'A redesign should not need a design budget: 5 free credits to start, credits that never expire, and an app that works on any phone.',
  },
  {
    icon: Shuffle,
    title: 'Flexibility',
    text: 'Pay as you go with credit packs or subscribe; work alone, share with clients, or connect your team through the API.',
  },
] as const;

/** About (docs/spec §2): story, four core values, team, technology and two calls to action. */
export function AboutPage() {
  usePageTitle('About');
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-display font-semibold text-balance">About Roomcraft</h1>
      <section aria-labelledby="about-story" className="mt-8 max-w-3xl">
        <h2 id="about-story" className="text-title font-semibold">
          Our story
        </h2>
        <p className="mt-3 text-lg leading-relaxed text-muted-foreground">
          Picturing a room differently is the hard part of any redesign. Mood boards and showroom photos show
          other people&apos;s rooms; Roomcraft starts from yours. Take a photo, choose a style, and see your
          own walls, windows and floor with new furniture, colours and light, then keep what you like and
          estimate what it would cost.
        </p>
      </section>
      <section aria-labelledby="about-values" className="mt-14">
        <h2 id="about-values" className="text-title font-semibold">
          What we value
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {values.map((value) => (
            <li key={value.title} className="rounded-2xl border bg-card p-5">
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary-text">
                <value.icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-semibold">{value.title}</h3>
              <p className="mt-1 text-muted-foreground">{value.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="about-team" className="mt-14 max-w-3xl">
        <h2 id="about-team" className="text-title font-semibold">
          The team
        </h2>
        <p className="mt-3 leading-relaxed text-muted-foreground">
          Roomcraft is built by a small team of engineers and interior designers. The designers write the
          styles, check the results and run the expert consultations; the engineers keep the studio fast and
          your photos private.
        </p>
      </section>
      <section aria-labelledby="about-tech" className="mt-14 max-w-3xl">
        <h2 id="about-tech" className="flex items-center gap-2 text-title font-semibold">
          <Cpu className="size-5 text-primary-text" aria-hidden="true" />
          How it works
        </h2>
        <p className="mt-3 leading-relaxed text-muted-foreground">
          Every request starts with your photo and a description of the change: a style, a prompt, items to
          add or remove. Our own image engine runs on our servers and handles restyling, decluttering and
          staging without sending your photo anywhere. For the Base and Premium model options, the photo and
          prompt of that request go to Google Gemini or OpenAI, whose image models follow longer instructions.
          Either way, the result keeps your room&apos;s layout so before and after line up, and the credits of
          a failed request come back to you.
        </p>
      </section>
      <section
        aria-labelledby="about-cta"
        className="mt-14 grid gap-4 rounded-2xl border bg-primary-soft/40 p-6 sm:grid-cols-2 sm:p-8"
      >
        <h2 id="about-cta" className="sr-only">
          Get started
        </h2>
        <div>
          <h3 className="font-semibold">Do it yourself</h3>
          <p className="mt-1 text-muted-foreground">Free tools to try with your 5 welcome credits.</p>
          <Button asChild className="mt-4">
            <Link to="/">
              Try the free DIY tools
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
        <div>
          <h3 className="font-semibold">Let us do it</h3>
          <p className="mt-1 text-muted-foreground">
            Staging and full-service design for listings and homes.
          </p>
          <Button asChild variant="outline" className="mt-4">
            <Link to="/virtual-staging">
              Explore full service
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </section>
    </div>
  );
}

export default AboutPage;
