import { ChevronDown, Download, Lock, Zap } from 'lucide-react';
import { Link } from 'react-router';
import {
  downloadLongSide,
  downloadSizeLabels,
  downloadSizes,
  generationMessages,
  generationRoutes,
} from '@roomcraft/contracts/generations';
import { pathOf } from '@roomcraft/contracts/api-routes';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { usePlan } from '@/features/plan/plan.queries';

/**
 * Download in the sizes the plan allows (spec §3 `downloadQuality`): the server makes the PNG (4K through
 * the upscaler) and adds the watermark on plans with `watermark`; sizes outside the plan say so.
 */
export function PlanDownload({ roomImageId }: { roomImageId: string }) {
  const plan = usePlan().data;
  const allowed = plan?.features?.downloadQuality ?? ['hd'];
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button size="sm" data-testid="download-design">
          <Download aria-hidden="true" />
          Download
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {downloadSizes.map((size) =>
          allowed.includes(size) ? (
            <DropdownMenuItem key={size} asChild>
              <a href={`${pathOf(generationRoutes.download, { id: roomImageId })}?quality=${size}`} download>
                {downloadSizeLabels[size]} ({downloadLongSide[size]} px)
              </a>
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem key={size} asChild>
              <Link to="/pricing" title={generationMessages.sizeNotInPlan(size)}>
                <Lock aria-hidden="true" />
                {downloadSizeLabels[size]}: upgrade your plan
              </Link>
            </DropdownMenuItem>
          ),
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The watermark note under a result, for plans whose downloads carry it. */
export function WatermarkNote() {
  const plan = usePlan().data;
  // Spec §3: with no plan, downloads are watermarked.
  if (plan?.features && !plan.features.watermark) return null;
  return <p className="text-sm text-muted-foreground">{generationMessages.watermarkNote}</p>;
}

/**
 * The plan's processing priority on the progress card (spec §3 `processingPriority`): the server queues
 * the job with it, so plans above standard say that their run goes first. Standard plans show nothing.
 */
export function PriorityNote() {
  const priority = usePlan().data?.features?.processingPriority;
  if (priority !== 'priority' && priority !== 'highest') return null;
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="priority-note">
      <Zap className="size-4" aria-hidden="true" />
      {generationMessages.priorityNote[priority]}
    </p>
  );
}
