import { Link, useLocation, useParams } from 'react-router';
import { ArrowLeft, ArrowRight, Check, Minus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { NotFoundPage } from '@/features/not-found/pages/not-found.page';
import { usePageTitle } from '@/lib/use-page-title';
import { cn } from '@/lib/cn';
import {
  alternativeTitle,
  capitalised,
  findComparison,
  reviewTitle,
  type Support,
} from '../comparisons.content';

const supportLabel: Record<Support, string> = { yes: 'Yes', partly: 'Partly', no: 'No' };
const supportIcon = { yes: Check, partly: Minus, no: X } as const;

function SupportText({ support, note }: { support: Support; note: string }) {
  const Icon = supportIcon[support];
  return (
    <>
      <span
        className={cn(
          'inline-flex items-center gap-1 font-medium',
          support === 'yes' ? 'text-primary-text' : 'text-foreground',
        )}
      >
        <Icon className="size-4" aria-hidden="true" />
        {supportLabel[support]}
      </span>
      <span className="mt-0.5 block text-sm text-muted-foreground">{note}</span>
    </>
  );
}

function Points({ id, title, points }: { id: string; title: string; points: readonly string[] }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border bg-card p-5">
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed marker:text-muted-foreground">
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </section>
  );
}

/** /reviews/:competitorId and /alternatives/:competitorId: one honest comparison, two framings. */
export function ComparisonPage() {
  const { competitorId } = useParams();
  const { pathname } = useLocation();
  const comparison = findComparison(competitorId);
  const isReview = pathname.startsWith('/reviews/');
  const title = comparison && (isReview ? reviewTitle(comparison) : alternativeTitle(comparison));
  usePageTitle(title);
  if (!comparison || !title) return <NotFoundPage />;
  const otherName = capitalised(comparison.name);
  const back = isReview
    ? { to: '/reviews', label: 'All reviews' }
    : { to: '/alternatives', label: 'All alternatives' };
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <Link
        to={back.to}
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary-text hover:underline sm:min-h-9"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {back.label}
      </Link>
      <h1 className="mt-4 text-display font-semibold text-balance">{title}</h1>
      <p className="mt-4 max-w-3xl text-lg leading-relaxed text-muted-foreground">{comparison.about}</p>
      <div className="mt-10 grid gap-4 md:grid-cols-3">
        <Points id="good-for" title={`What ${comparison.name} is good for`} points={comparison.goodFor} />
        <Points
          id="roomcraft-better"
          title="Where Roomcraft does better"
          points={comparison.roomcraftBetter}
        />
        <Points
          id="roomcraft-not"
          title="Where Roomcraft is not the answer"
          points={comparison.roomcraftNot}
        />
      </div>
      <section aria-labelledby="feature-table" className="mt-12">
        <h2 id="feature-table" className="text-title font-semibold">
          Side by side
        </h2>
        {/* Phones: one card per feature; wider screens: the table. */}
        <ul className="mt-4 space-y-3 sm:hidden">
          {comparison.table.map((row) => (
            <li key={row.feature} className="rounded-2xl border bg-card p-4">
              <h3 className="font-semibold">{row.feature}</h3>
              <dl className="mt-2 space-y-2">
                {(
                  [
                    ['Roomcraft', row.roomcraft],
                    [otherName, row.other],
                  ] as const
                ).map(([name, cell]) => (
                  <div key={name}>
                    <dt className="text-sm text-muted-foreground">{name}</dt>
                    <dd>
                      <SupportText {...cell} />
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
        <div className="mt-4 hidden overflow-hidden rounded-2xl border bg-card sm:block">
          <table className="w-full table-fixed border-collapse text-left">
            <caption className="sr-only">
              Roomcraft compared with {comparison.name}, feature by feature
            </caption>
            <colgroup>
              <col className="w-[28%]" />
              <col className="w-[36%]" />
              <col className="w-[36%]" />
            </colgroup>
            <thead>
              <tr className="border-b bg-muted/50">
                <th scope="col" className="p-3 text-sm font-semibold">
                  Feature
                </th>
                <th scope="col" className="p-3 text-sm font-semibold">
                  Roomcraft
                </th>
                <th scope="col" className="p-3 text-sm font-semibold">
                  {otherName}
                </th>
              </tr>
            </thead>
            <tbody>
              {comparison.table.map((row) => (
                <tr key={row.feature} className="border-b last:border-b-0">
                  <th scope="row" className="p-3 align-top text-sm font-medium">
                    {row.feature}
                  </th>
                  <td className="p-3 align-top">
                    <SupportText {...row.roomcraft} />
                  </td>
                  <td className="p-3 align-top">
                    <SupportText {...row.other} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-3 text-sm text-muted-foreground">
          Statements about Roomcraft describe the product as it is today. Statements about the other option
          are general: individual tools and services differ.
        </p>
      </section>
      <section aria-labelledby="verdict" className="mt-12 rounded-2xl border bg-primary-soft/40 p-6 sm:p-8">
        <h2 id="verdict" className="text-title font-semibold">
          The bottom line
        </h2>
        <p className="mt-3 leading-relaxed">{comparison.verdict}</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/ideation">
              Try Roomcraft on your room
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/faq">Read the FAQ</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}

export default ComparisonPage;
