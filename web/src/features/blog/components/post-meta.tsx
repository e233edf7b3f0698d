import { Link } from 'react-router';
import { Clock } from 'lucide-react';
import { formatPostDate, tagLabel } from '../blog.posts';
import type { BlogPostMeta } from '../blog.types';

/** "March 4, 2025 · 5 min read". */
export function PostDateLine({ post, author = false }: { post: BlogPostMeta; author?: boolean }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
      <time dateTime={post.date}>{formatPostDate(post.date)}</time>
      {author && (
        <>
          <span aria-hidden="true">·</span>
          <span>{post.author}</span>
        </>
      )}
      <span aria-hidden="true">·</span>
      <span className="inline-flex items-center gap-1">
        <Clock className="size-3.5" aria-hidden="true" />
        {post.readingMinutes} min read
      </span>
    </p>
  );
}

/** The post's tags, each a link to the listing filtered by it. */
export function PostTags({ tags, label }: { tags: readonly string[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={`/blog?tag=${encodeURIComponent(tag)}`}
            className="inline-flex min-h-8 items-center rounded-full bg-secondary px-3 text-xs font-medium text-secondary-foreground hover:bg-primary-soft hover:text-primary-text pointer-coarse:min-h-11"
          >
            {tagLabel(tag)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A post in a list: title link, description, date line. */
export function PostCard({
  post,
  headingLevel = 2,
  compact = false,
}: {
  post: BlogPostMeta;
  headingLevel?: 2 | 3;
  /** Title and date only (related posts). */
  compact?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="relative flex h-full flex-col rounded-2xl border bg-card p-5 transition-colors focus-within:border-primary hover:border-primary">
      <PostDateLine post={post} />
      <Heading className="mt-2 text-lg font-semibold text-balance">
        <Link to={`/blog/${post.slug}`} className="after:absolute after:inset-0 focus-visible:outline-none">
          {post.title}
        </Link>
      </Heading>
      {!compact && <p className="mt-2 flex-1 text-muted-foreground">{post.description}</p>}
    </article>
  );
}
