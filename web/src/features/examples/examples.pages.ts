import type { SitePage } from '@/features/site/site.pages';
import { exampleTransformations } from './examples.data';
import { categoryLabels, exampleCategories, examplePath, examplesIn } from './examples.models';

/** The example pages with parameters, prerendered with their own titles and descriptions (ADR 021). */
export function examplePages(): SitePage[] {
  const categories = exampleCategories.map((category) => {
    const count = examplesIn(exampleTransformations, category).length;
    const label = categoryLabels[category];
    return {
      path: `/examples/${category}`,
      title: `${label} examples`,
      description:
        count > 0
          ? `${label} photos redesigned by Roomcraft's offline engine: before and after with a compare slider and the prompt used.`
          : `No ${label.toLowerCase()} example yet: every before and after example is a real photo redesigned by Roomcraft's engine, published only when the picture shows what its text says.`,
    };
  });
  const details = exampleTransformations.map((example) => ({
    path: examplePath(example),
    title: `${example.title} example`,
    description: `Before and after: ${example.description} Prompt: "${example.prompt}".`,
  }));
  return [...categories, ...details];
}
