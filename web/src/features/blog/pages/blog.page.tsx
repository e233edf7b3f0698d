import { useHydrated } from '@/lib/use-hydrated';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '@/lib/use-page-title';
import { cn } from '@/lib/cn';
import { blogPosts, blogTags, tagLabel } from '../blog.posts';
import { PostCard } from '../components/post-meta';

const chip =
  'inline-flex min-h-9 items-center rounded-full border px-3.5 text-sm font-medium transition-colors pointer-coarse:min-h-11';

/**
 * Blog listing (docs/spec §2): every post, newest first, with a tag filter kept in `?tag=`. The build
 * prerenders /blog unfiltered, so while hydrating that markup (ADR 025) the filter applies right after.
 */
export function BlogPage() {
  usePageTitle('Blog');
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const requested = hydrated ? params.get('tag') : null;
  const tag = requested && blogTags.includes(requested) ? requested : null;
  const posts = tag ? blogPosts.filter((post) => post.tags.includes(tag)) : blogPosts;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-display font-semibold text-balance">Blog</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
        Practical advice on colour, layout, staging and renovation, and how to try each idea on a photo of
        your own room first.
      </p>
      <nav aria-label="Filter posts by tag" className="mt-8">
        <ul className="flex flex-wrap gap-2">
          {[null, ...blogTags].map((value) => {
            const active = value === tag;
            return (
              <li key={value ?? 'all'}>
                <Link
                  to={value ? `/blog?tag=${encodeURIComponent(value)}` : '/blog'}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    chip,
                    active
                      ? 'border-primary bg-primary text-primary-foreground'
                      : 'bg-card text-foreground hover:border-primary hover:text-primary-text',
                  )}
                >
                  {value ? tagLabel(value) : 'All posts'}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <p className="mt-6 text-sm text-muted-foreground" aria-live="polite">
        {tag
          ? `${posts.length} ${posts.length === 1 ? 'post' : 'posts'} tagged ${tagLabel(tag)}`
          : `${posts.length} posts`}
      </p>
      <ul aria-label="Posts" className="mt-4 grid gap-4 sm:grid-cols-2">
        {posts.map((post) => (
          <li key={post.slug}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export default BlogPage;
