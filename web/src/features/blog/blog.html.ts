// Post bodies, compiled to HTML at build time (blog.compile.ts); only the post page's chunk carries them.
const bodies = import.meta.glob<string>('./posts/*.md', { eager: true, import: 'html' });

export function postHtml(slug: string): string | undefined {
  return bodies[`./posts/${slug}.md`];
}
