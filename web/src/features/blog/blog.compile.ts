/**
 * Build-time compiler of the blog's markdown posts (ADR 031). Runs in Node inside Vite (the
 * `blogPosts` plugin): each `posts/<slug>.md` becomes a module exporting `meta` (front matter, slug,
 * reading time) and `html`, so no markdown parser ever reaches the browser. Raw HTML in a post is
 * escaped, never passed through.
 */
import MarkdownIt from 'markdown-it';
import type { Plugin } from 'vite';
import type { BlogPostMeta } from './blog.types';

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true });

/** Words a reader gets through in a minute, for the "N min read" label. */
export const wordsPerMinute = 200;

/** Markdown to HTML: raw HTML is escaped, and javascript:, vbscript: and file: links are dropped. */
export function renderMarkdown(source: string): string {
  return markdown.render(source);
}

export function readingMinutes(source: string): number {
  const words = source.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / wordsPerMinute));
}

const unquote = (value: string) => value.replace(/^(['"])(.*)\1$/, '$2');

/** Splits `---` front matter (flat `key: value` lines, `tags: [a, b]`) from the body. */
export function parseFrontMatter(source: string): { data: Record<string, string | string[]>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error('a blog post starts with --- front matter ---');
  const data: Record<string, string | string[]> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const pair = /^([A-Za-z]+):\s*(.*)$/.exec(line);
    if (!pair) throw new Error(`front matter line not understood: ${line}`);
    const value = pair[2]!.trim();
    data[pair[1]!] = /^\[.*\]$/.test(value)
      ? value
          .slice(1, -1)
          .split(',')
          .map((tag) => unquote(tag.trim()))
          .filter(Boolean)
      : unquote(value);
  }
  return { data, body: match[2]! };
}

function text(data: Record<string, string | string[]>, key: string, slug: string): string {
  const value = data[key];
  if (typeof value !== 'string' || !value) throw new Error(`blog post ${slug}: front matter needs ${key}`);
  return value;
}

/** One post file to its metadata and HTML; throws on a missing field, a bad date or an h1 in the body. */
export function compilePost(source: string, slug: string): { meta: BlogPostMeta; html: string } {
  const { data, body } = parseFrontMatter(source);
  const date = text(data, 'date', slug);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) {
    throw new Error(`blog post ${slug}: date must be YYYY-MM-DD`);
  }
  if (/^# /m.test(body))
    throw new Error(`blog post ${slug}: the title is the page's h1; start sections at ##`);
  const tags = data.tags;
  if (!Array.isArray(tags) || tags.length === 0)
    throw new Error(`blog post ${slug}: front matter needs tags`);
  return {
    meta: {
      slug,
      title: text(data, 'title', slug),
      description: text(data, 'description', slug),
      date,
      tags,
      author: text(data, 'author', slug),
      readingMinutes: readingMinutes(body),
    },
    html: renderMarkdown(body),
  };
}

/** Vite plugin: `posts/<slug>.md` imports as `{ meta, html }` (see the module comment). */
export function blogPosts(): Plugin {
  return {
    name: 'roomcraft:blog-posts',
    transform(code, id) {
      const match = /\/features\/blog\/posts\/([a-z0-9-]+)\.md$/.exec(id.split('?')[0]!);
      if (!match) return null;
      const { meta, html } = compilePost(code, match[1]!);
      // `?meta` (the listing) gets the metadata alone, so the listing's chunk carries no post bodies.
      const metaOnly = new URLSearchParams(id.split('?')[1] ?? '').has('meta');
      const body = metaOnly ? '' : `export const html = ${JSON.stringify(html)};\n`;
      return { code: `export const meta = ${JSON.stringify(meta)};\n${body}`, map: null };
    },
  };
}
