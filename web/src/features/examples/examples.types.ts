import type { exampleCategories } from '@roomcraft/contracts/routes';

export type ExampleCategory = (typeof exampleCategories)[number];

export interface ExampleImage {
  /** Path of a committed WebP under web/public/examples. */
  src: string;
  width: number;
  height: number;
  /** What the image shows. */
  alt: string;
}

/**
 * An example transformation (docs/spec §3): a real photo and the offline engine's redesign of it,
 * made by server/scripts/make-examples.ts.
 */
export interface ExampleTransformation {
  id: string;
  category: ExampleCategory;
  title: string;
  /** Display name of the style the engine used. */
  style: string;
  roomType: string;
  /** The prompt given to the engine, exactly. */
  prompt: string;
  /** The engine's own words for what the image changed, measured from its pixels. */
  description: string;
  ideaTitle: string;
  before: ExampleImage;
  after: ExampleImage;
  /** Credit line of the original photo. */
  credit: string;
  /** Engine model that made the after image. */
  engine: string;
}
