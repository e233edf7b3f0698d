import { describe, expect, it } from 'vitest';
import { compilePost, parseFrontMatter, readingMinutes, renderMarkdown } from './blog.compile';

const post = (
  body: string,
  front = 'title: A post\ndescription: What it says\ndate: 2025-03-04\ntags: [colour, small-spaces]\nauthor: Roomcraft team',
) => `---\n${front}\n---\n${body}`;

describe('blog compiler', () => {
  it('reads the front matter and turns markdown headings, lists and links into HTML', () => {
    const { meta, html } = compilePost(
      post('## Light\n\nSee [Visualize](/visualize).\n\n- one\n- two\n'),
      'a-post',
    );
    expect(meta).toEqual({
      slug: 'a-post',
      title: 'A post',
      description: 'What it says',
      date: '2025-03-04',
      tags: ['colour', 'small-spaces'],
      author: 'Roomcraft team',
      readingMinutes: 1,
    });
    expect(html).toContain('<h2>Light</h2>');
    expect(html).toContain('<a href="/visualize">Visualize</a>');
    expect(html).toContain('<li>two</li>');
  });

  it('escapes raw HTML and drops javascript: links instead of passing them through', () => {
    const html = renderMarkdown(
      'Hi <script>alert(1)</script> <img src=x onerror="alert(2)">\n\n[click](javascript:alert(3))\n',
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toMatch(/href="javascript:/);
  });

  it('counts reading time at 200 words a minute, at least 1 minute', () => {
    expect(readingMinutes('word '.repeat(10))).toBe(1);
    expect(readingMinutes('word '.repeat(401))).toBe(3);
    expect(readingMinutes('## — -\n\n' + 'word '.repeat(200))).toBe(1);
  });

  it('refuses a post without front matter, with a bad date, without tags or with its own h1', () => {
    expect(() => parseFrontMatter('# No front matter')).toThrow(/front matter/);
    expect(() =>
      compilePost(post('x', 'title: T\ndescription: D\ndate: March 4\ntags: [a]\nauthor: A'), 's'),
    ).toThrow(/date/);
    expect(() =>
      compilePost(post('x', 'title: T\ndescription: D\ndate: 2025-01-01\nauthor: A'), 's'),
    ).toThrow(/tags/);
    expect(() => compilePost(post('# Title again\n'), 's')).toThrow(/h1/);
  });
});
