/** Blog posts compiled by the `blogPosts` Vite plugin (blog.compile.ts). */
declare module '*.md' {
  export const meta: import('./blog.types').BlogPostMeta;
  export const html: string;
}
