/** Blog posts compiled by the `blogPosts` Vite plugin (blog.compile.ts). */
declare module '*.md' {
  import type { BlogPostMeta } from '@/features/blog/blog.types';

  export const meta: BlogPostMeta;
  export const html: string;
}
