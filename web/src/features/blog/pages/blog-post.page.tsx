import type { MouseEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { NotFoundPage } from '@/features/not-found/pages/not-found.page';
import { usePageTitle } from '@/lib/use-page-title';
import { postHtml } from '../blog.html';
import { findPost, relatedPosts } from '../blog.posts';
import { PostCard, PostDateLine, PostTags } from '../components/post-meta';

/** Typography of a post body (HTML compiled from markdown at build time, raw HTML escaped). */
const prose = [
  'max-w-none text-base leading-relaxed sm:text-lg',
  '[&_h2]:mt-10 [&_h2]:text-title [&_h2]:font-semibold [&_h2]:text-balance',
  '[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ol]:mt-4 [&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6',
  '[&_li]:mt-1.5 [&_li]:pl-1 [&_li]:marker:text-muted-foreground',
  '[&_a]:font-medium [&_a]:text-primary-text [&_a]:underline [&_a]:underline-offset-2',
  '[&_strong]:font-semibold [&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:pl-4',
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1',
].join(' ');

/** One blog post (docs/spec §2): title, date, reading time, tags, the article and related posts. */
export function BlogPostPage() {
  const { slug } = useParams();
  const post = findPost(slug);
  const html = post && postHtml(post.slug);
  const navigate = useNavigate();
  usePageTitle(post?.title);
  if (!post || html === undefined) return <NotFoundPage />;

  // Links inside the article are plain anchors: keep in-app ones in the app.
  const onArticleClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//')) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(href);
  };

  const related = relatedPosts(post);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <Link
        to="/blog"
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary-text hover:underline sm:min-h-9"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All posts
      </Link>
      <article aria-labelledby="post-title" className="mt-4">
        <header>
          <h1 id="post-title" className="text-display font-semibold text-balance">
            {post.title}
          </h1>
          <div className="mt-4">
            <PostDateLine post={post} author />
          </div>
          <div className="mt-4">
            <PostTags tags={post.tags} label="Tags" />
          </div>
          <p className="mt-6 text-lg text-muted-foreground">{post.description}</p>
        </header>
        {/* Compiled from a committed post at build time with raw HTML escaped (blog.compile.ts). */}
        <div className={prose} onClick={onArticleClick} dangerouslySetInnerHTML={{ __html: html }} />
      </article>
      <aside aria-labelledby="post-cta" className="mt-12 rounded-2xl border bg-primary-soft/40 p-6 sm:p-8">
        <h2 id="post-cta" className="text-lg font-semibold">
          Try it on your own room
        </h2>
        <p className="mt-1 text-muted-foreground">
          Upload a photo and get redesign ideas with the before and after side by side. New accounts get 5
          welcome credits.
        </p>
        <Button asChild className="mt-4">
          <Link to="/ideation">
            Start designing
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </aside>
      {related.length > 0 && (
        <section aria-labelledby="related-posts" className="mt-12">
          <h2 id="related-posts" className="text-title font-semibold">
            Related posts
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-3">
            {related.map((other) => (
              <li key={other.slug}>
                <PostCard post={other} headingLevel={3} compact />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

export default BlogPostPage;
