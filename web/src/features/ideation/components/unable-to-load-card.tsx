import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { studioMessages } from '@roomcraft/contracts/studio';
import { Button } from '@/components/ui/button';

/** A request that is missing or someone else's (the API answers 404 for both; docs/spec §4). */
export function UnableToLoadCard({
  onRestart,
  restartLabel,
}: {
  onRestart?: () => void;
  restartLabel?: string;
}) {
  return (
    <section
      aria-labelledby="unable-to-load-title"
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-10 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <SearchX className="size-6" aria-hidden="true" />
      </span>
      <h2 id="unable-to-load-title" className="text-lg font-semibold">
        {studioMessages.unableToLoad.title}
      </h2>
      <p className="max-w-sm text-sm text-muted-foreground">{studioMessages.unableToLoad.description}</p>
      <div className="flex flex-wrap justify-center gap-2">
        {onRestart && restartLabel && <Button onClick={onRestart}>{restartLabel}</Button>}
        <Button asChild variant="outline">
          <Link to="/gallery">Go to gallery</Link>
        </Button>
      </div>
    </section>
  );
}
