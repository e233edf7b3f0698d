import { addSitePages } from '@/features/site/site.pages';
import { blogPosts } from './blog.posts';

/** Each post is prerendered with its own title and description (ADR 021); imported by the prerenderer. */
addSitePages(
  blogPosts.map((post) => ({ path: `/blog/${post.slug}`, title: post.title, description: post.description })),
);
