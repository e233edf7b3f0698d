import { exampleCategories } from '@roomcraft/contracts/routes';
import type { ExampleCategory, ExampleTransformation } from './examples.types';

export { exampleCategories };

/** Names of the six example categories (docs/spec §2). */
export const categoryLabels: Record<ExampleCategory, string> = {
  'living-room': 'Living room',
  bedroom: 'Bedroom',
  kitchen: 'Kitchen',
  bathroom: 'Bathroom',
  office: 'Office',
  outdoor: 'Outdoor',
};

export function isExampleCategory(value: string | undefined): value is ExampleCategory {
  return (exampleCategories as readonly string[]).includes(value ?? '');
}

export const examplePath = (example: Pick<ExampleTransformation, 'category' | 'id'>) =>
  `/examples/${example.category}/${example.id}`;

export function examplesIn(
  examples: readonly ExampleTransformation[],
  category: ExampleCategory,
): ExampleTransformation[] {
  return examples.filter((example) => example.category === category);
}

export function findExample(
  examples: readonly ExampleTransformation[],
  category: string | undefined,
  id: string | undefined,
): ExampleTransformation | undefined {
  return examples.find((example) => example.category === category && example.id === id);
}

/**
 * `count` examples at random (Get Inspired, docs/spec §2), from different categories while there are
 * categories left, so a set is never three living rooms when other rooms have examples.
 */
export function pickInspiration(
  examples: readonly ExampleTransformation[],
  count: number,
  random: () => number = Math.random,
): ExampleTransformation[] {
  const pool = [...examples];
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  const picked: ExampleTransformation[] = [];
  const seen = new Set<string>();
  for (const example of pool) {
    if (picked.length === count) break;
    if (seen.has(example.category)) continue;
    seen.add(example.category);
    picked.push(example);
  }
  for (const example of pool) {
    if (picked.length === count) break;
    if (!picked.includes(example)) picked.push(example);
  }
  return picked;
}
