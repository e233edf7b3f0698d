import { addSitePages } from '@/features/site/site.pages';
import { alternativeTitle, comparisons, reviewTitle } from './comparisons.content';

/** Each comparison is prerendered twice, as a review and as an alternative (ADR 021). */
addSitePages(
  comparisons.flatMap((comparison) => [
    { path: `/reviews/${comparison.id}`, title: reviewTitle(comparison), description: comparison.summary },
    {
      path: `/alternatives/${comparison.id}`,
      title: alternativeTitle(comparison),
      description: `When Roomcraft is a good alternative to ${comparison.name}, and when it is not. ${comparison.summary}`,
    },
  ]),
);
