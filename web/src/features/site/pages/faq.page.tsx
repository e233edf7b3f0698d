import { useState } from 'react';
import { Link } from 'react-router';
import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { usePageTitle } from '@/lib/use-page-title';
import { FaqList } from '../components/faq-list';
import { faqCategories, faqItems, filterFaq, type FaqCategory } from '../site.faq';

/** FAQ (docs/spec §§2 and 3): search and the eight categories. */
export function FaqPage() {
  usePageTitle('FAQ');
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<FaqCategory | 'all'>('all');
  const items = filterFaq(faqItems, search, category);
  return (
    <section aria-labelledby="faq-title" className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 id="faq-title" className="text-display font-semibold text-balance">
        Frequently Asked Questions
      </h1>
      <p className="mt-3 text-lg text-muted-foreground">
        Credits, modes, privacy and how to get the best results.
      </p>
      <div className="relative mt-8">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Search questions"
          placeholder="Search questions"
          className="pl-9"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <div role="group" aria-label="Categories" className="mt-4 flex flex-wrap gap-2">
        {(['all', ...faqCategories] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={category === value}
            onClick={() => setCategory(value)}
            className={cn(
              'min-h-9 rounded-full border px-3 text-sm font-medium hover:bg-hover',
              category === value && 'border-primary bg-primary-soft text-primary-text',
            )}
          >
            {value === 'all' ? 'All' : value}
          </button>
        ))}
      </div>
      <p className="sr-only" role="status">
        {items.length} {items.length === 1 ? 'question' : 'questions'}
      </p>
      <div className="mt-6">
        {items.length > 0 ? (
          <FaqList items={items} />
        ) : (
          <p className="rounded-xl border bg-card p-6 text-muted-foreground">
            No question matches.{' '}
            <Link to="/contact" className="text-primary-text underline">
              Ask us
            </Link>{' '}
            instead.
          </p>
        )}
      </div>
    </section>
  );
}

export default FaqPage;
