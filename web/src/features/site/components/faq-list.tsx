import type { FaqItem } from '../site.faq';

/** Questions as disclosure widgets: native <details>, so they open without JavaScript too. */
export function FaqList({ items }: { items: readonly Pick<FaqItem, 'question' | 'answer'>[] }) {
  return (
    <ul className="divide-y rounded-xl border bg-card">
      {items.map((item) => (
        <li key={item.question}>
          <details className="group px-4 py-1 sm:px-5">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-2 font-medium [&::-webkit-details-marker]:hidden">
              {item.question}
              <span
                aria-hidden="true"
                className="text-xl leading-none text-muted-foreground transition-transform group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <p className="pb-4 text-muted-foreground">{item.answer}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
