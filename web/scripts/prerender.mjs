#!/usr/bin/env node
// Renders the site's public pages to HTML at build time (ADR 021): each page gets its own title,
// description, canonical and Open Graph tags and its content in <div id="root">, written to
// dist/_pages/<path>.html with dist/_pages/pages.json listing them (the server serves them and builds the
// sitemap from the list). `%ORIGIN%` stands for the origin; the server fills it in per request.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const web = new URL('..', import.meta.url).pathname;
const dist = join(web, 'dist');
const out = join(dist, '_pages');
const { renderPage, sitePages } = await import(join(web, 'dist-ssr', 'prerender.js'));

const template = readFileSync(join(dist, 'index.html'), 'utf8');
const escape = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function fileOf(path) {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

function page({ path, title, description, html, index }) {
  const fullTitle = path === '/' ? 'Roomcraft · AI interior design' : `${title} · Roomcraft`;
  const url = `%ORIGIN%${path}`;
  const head = [
    `<title>${escape(fullTitle)}</title>`,
    `<meta name="description" content="${escape(description)}" />`,
    index ? `<link rel="canonical" href="${url}" />` : '<meta name="robots" content="noindex" />',
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Roomcraft" />`,
    `<meta property="og:title" content="${escape(fullTitle)}" />`,
    `<meta property="og:description" content="${escape(description)}" />`,
    index ? `<meta property="og:url" content="${url}" />` : '',
    `<meta property="og:image" content="%ORIGIN%/og-image.png" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ]
    .filter(Boolean)
    .join('\n    ');
  // Rendered markup carries no scripts of its own (ScrollRestoration's inline script would break the CSP).
  const body = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  return template
    .replace(/<title>[^<]*<\/title>/, head)
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
}

rmSync(out, { recursive: true, force: true });
const listed = [];
for (const { path, title, description } of sitePages()) {
  const { html, status } = await renderPage(path);
  if (status !== 200) throw new Error(`prerender: ${path} rendered with status ${status}`);
  const file = fileOf(path);
  mkdirSync(dirname(join(out, file)), { recursive: true });
  writeFileSync(join(out, file), page({ path, title, description, html, index: true }));
  listed.push({ path, title, file });
}
const notFound = await renderPage('/this-page-does-not-exist');
writeFileSync(
  join(out, '404.html'),
  page({
    path: '/404',
    title: 'Page not found',
    description: 'This page does not exist.',
    html: notFound.html,
    index: false,
  }),
);
writeFileSync(join(out, 'pages.json'), JSON.stringify({ pages: listed, notFound: '404.html' }, null, 2));
console.log(`prerender: ${listed.length} pages and 404.html in dist/_pages`);
