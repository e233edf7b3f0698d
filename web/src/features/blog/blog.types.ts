/** A blog post's front matter plus what the build works out (ADR 031). */
export interface BlogPostMeta {
  slug: string;
  title: string;
  description: string;
  /** Publication date, YYYY-MM-DD. */
  date: string;
  tags: string[];
  author: string;
  readingMinutes: number;
}
