import { Fragment } from 'react';

/**
 * A URL path that wraps only after a '/' (issue 14: a long path broke mid-word on phones): each segment
 * stays whole, with a line-break opportunity after every slash. Segments longer than the line still wrap.
 */
export function PathText({ path }: { path: string }) {
  const parts = path.split('/');
  return (
    <code className="rounded-md bg-muted px-1.5 py-0.5 font-mono text-foreground [overflow-wrap:anywhere]">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 && (
            <>
              /<wbr />
            </>
          )}
        </Fragment>
      ))}
    </code>
  );
}
