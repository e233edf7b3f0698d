import type { BlogPostMeta } from './blog.types';

// `?meta` compiles to the metadata alone, so the listing's chunk carries no post bodies (ADR 031).
const modules = import.meta.glob<BlogPostMeta>('./posts/*.md', {
  eager: true,
  import: 'meta',
  query: '?meta',
});

/** Every post, newest first (ties by title). */
export const blogPosts: readonly BlogPostMeta[] = Object.values(modules).sort(
  (a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title),
);

export function findPost(slug: string | undefined): BlogPostMeta | undefined {
  return blogPosts.find((post) => post.slug === slug);
}

/** Every tag in use, alphabetically. */
export const blogTags: readonly string[] = [...new Set(blogPosts.flatMap((post) => post.tags))].sort();

/** Up to `count` other posts, most shared tags first, then newest. */
export function relatedPosts(post: BlogPostMeta, count = 3): BlogPostMeta[] {
  const shared = (other: BlogPostMeta) => other.tags.filter((tag) => post.tags.includes(tag)).length;
  return blogPosts
    .filter((other) => other.slug !== post.slug)
    .map((other, index) => ({ other, score: shared(other), index }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .map(({ other }) => other);
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** `2025-03-04` as "March 4, 2025" (the same on the server and in every time zone). */
export function formatPostDate(date: string): string {
  return dateFormat.format(new Date(`${date}T00:00:00Z`));
}

/** A tag's label: `small-spaces` as "Small spaces". */
export function tagLabel(tag: string): string {
  const words = tag.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
