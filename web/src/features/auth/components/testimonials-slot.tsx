import { Clock, Coins, Sparkles } from 'lucide-react';

const promises = [
  {
    icon: Sparkles,
    title: '5 welcome credits',
    text: 'Every new account starts with 5 credits to try any mode.',
  },
  {
    icon: Clock,
    title: 'Ideas in under 30 seconds',
    text: 'Upload a photo and compare before and after right away.',
  },
  { icon: Coins, title: 'Credits never expire', text: 'Buy once, design whenever you are ready.' },
];

/**
 * The login page's testimonials slot. Published reviews (the testimonial slider of docs/spec §2) take
 * this place once the testimonials API exists; until then it states the product's promises, never
 * made-up quotes.
 */
export function TestimonialsSlot() {
  return (
    <section aria-labelledby="promises-title">
      <h2 id="promises-title" className="text-sm font-semibold tracking-wide text-muted-foreground">
        Why people design with Roomcraft
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-3">
        {promises.map((item) => (
          <li key={item.title} className="rounded-xl border bg-card p-4">
            <item.icon className="size-5 text-primary-text" aria-hidden="true" />
            <p className="mt-2 text-sm font-semibold">{item.title}</p>
            <p className="mt-0.5 text-sm text-muted-foreground">{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
