import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Lightbulb } from 'lucide-react';
import { designStyleLabel } from '@roomcraft/contracts/catalogue/design-styles';
import { roomTypeLabel } from '@roomcraft/contracts/catalogue/room-types';
import { ideationStatusMessage } from '@roomcraft/contracts/studio';
import { recentIdeationsQueryOptions } from '@/features/ideation/ideation.queries';

/** The last ideation requests, each opening /ideations/{id}; hidden while there are none. */
export function RecentIdeations() {
  const requests = useQuery(recentIdeationsQueryOptions(5));
  if (!requests.data?.length) return null;
  return (
    <section aria-labelledby="recent-ideations-title">
      <h2 id="recent-ideations-title" className="text-title font-semibold">
        Recent ideations
      </h2>
      <ul className="mt-4 divide-y rounded-xl border bg-card">
        {requests.data.map((request) => (
          <li key={request._id}>
            <Link
              to={`/ideations/${encodeURIComponent(request._id)}`}
              className="flex min-h-14 items-center gap-3 px-4 py-3 hover:bg-hover"
            >
              <Lightbulb className="size-5 shrink-0 text-primary-text" aria-hidden="true" />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium">
                  {request.numberOfIdeas} {request.numberOfIdeas === 1 ? 'idea' : 'ideas'} ·{' '}
                  {designStyleLabel(request.designStyle)} {roomTypeLabel(request.roomType)}
                </span>
                <span className="block text-caption text-muted-foreground">
                  {ideationStatusMessage(request.status, request.numberOfIdeas)} ·{' '}
                  {new Date(request.createdAt).toLocaleDateString()}
                </span>
              </span>
              <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
