import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/use-page-title';

/** One section of a legal page: a heading and paragraphs or list items. */
export interface LegalSection {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

/** The date the spec gives for the legal pages (docs/spec §1). */
export const legalLastUpdated = 'May 1, 2025';

/** Terms, privacy and cookies: title, last-updated line, a short summary, numbered sections. */
export function LegalDocument({
  title,
  intro,
  sections,
  children,
}: {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
  children?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <article aria-labelledby="legal-title" className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 id="legal-title" className="text-display font-semibold text-balance">
        {title}
      </h1>
      <p className="mt-2 text-sm text-muted-foreground">Last updated: {legalLastUpdated}</p>
      <p className="mt-6 text-lg text-muted-foreground">{intro}</p>
      {children}
      <ol className="mt-10 space-y-8">
        {sections.map((section, index) => (
          <li key={section.heading}>
            <section aria-labelledby={`legal-${index}`}>
              <h2 id={`legal-${index}`} className="text-title font-semibold">
                {index + 1}. {section.heading}
              </h2>
              {section.paragraphs?.map((paragraph) => (
                <p key={paragraph} className="mt-3 leading-relaxed">
                  {paragraph}
                </p>
              ))}
              {section.items && (
                <ul className="mt-3 list-disc space-y-1.5 pl-5 leading-relaxed marker:text-muted-foreground">
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          </li>
        ))}
      </ol>
    </article>
  );
}
