import type { ExampleTransformation } from '../examples.types';
import { CopyPromptButton } from './copy-prompt-button';
import { ExampleViewer } from './example-viewer';

/**
 * One example: before/after/compare, the prompt given to the engine (with a copy button), what the engine
 * says it changed, and the photo's credit line.
 */
export function ExampleDetails({
  example,
  headingLevel = 2,
}: {
  example: ExampleTransformation;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="grid gap-8 lg:grid-cols-[1.6fr_1fr]">
      <ExampleViewer example={example} />
      <div className="flex flex-col gap-6">
        <section aria-label="Prompt">
          <Heading className="font-semibold">Prompt</Heading>
          <p className="mt-2 rounded-xl border bg-card p-4 font-medium">{example.prompt}</p>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <CopyPromptButton prompt={example.prompt} />
            <span className="text-sm text-muted-foreground">Style: {example.style}</span>
          </div>
        </section>
        <section aria-label="What changed">
          <Heading className="font-semibold">What changed</Heading>
          <p className="mt-2 text-muted-foreground">{example.description}</p>
          <p className="mt-2 text-sm text-muted-foreground">
            Made by Roomcraft&apos;s offline engine from this prompt: it repaints walls, floors, fabrics,
            cabinets and facades and keeps the room&apos;s structure. With an AI provider connected, results
            go further.
          </p>
        </section>
        <p className="text-caption text-muted-foreground">{example.credit}</p>
      </div>
    </div>
  );
}
