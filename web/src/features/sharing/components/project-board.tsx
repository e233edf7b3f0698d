import { useState, type DragEvent } from 'react';
import { Link } from 'react-router';
import {
  ArrowDown,
  ArrowUp,
  Calculator,
  FolderInput,
  GripVertical,
  ImageIcon,
  Map as MapIcon,
  Star,
  X,
  type LucideIcon,
} from 'lucide-react';
import type { ProjectItem, ProjectItemKind, ProjectSummary } from '@roomcraft/contracts/sharing';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';

/** What a card says it is (designs need no word: their picture says it) and its icon without a picture. */
const kindLabels: Record<ProjectItemKind, { label: string | null; icon: LucideIcon }> = {
  room_image: { label: null, icon: ImageIcon },
  floor_plan: { label: 'Floor plan', icon: MapIcon },
  cost_estimation: { label: 'Cost estimate', icon: Calculator },
};

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** The line under a card's title: its kind, and an estimate's typical total once it is done. */
export function itemCaption(item: Pick<ProjectItem, 'kind' | 'totalCents'>): string | null {
  const { label } = kindLabels[item.kind];
  if (item.totalCents === null) return label;
  const total = dollars.format(Math.round(item.totalCents / 100));
  return label ? `${label} · ${total}` : total;
}

/** Moves `id` to the place of `overId` (drag and drop) in a list of ids. */
export function reorderIds(ids: readonly string[], id: string, overId: string): string[] {
  const next = ids.filter((each) => each !== id);
  const at = next.indexOf(overId);
  next.splice(at < 0 ? next.length : ids.indexOf(id) < ids.indexOf(overId) ? at + 1 : at, 0, id);
  return next;
}

/**
 * A project's items as a grid. With `canOrganize`, cards drag to reorder (desktop, native drag and drop) and
 * every card has buttons to move earlier/later or into another project (keyboard and touch).
 */
export function ProjectBoard({
  items,
  coverItemId,
  otherProjects,
  canOrganize,
  canManage = true,
  onReorder,
  onMove,
  onRemove,
  onSetCover,
}: {
  items: ProjectItem[];
  coverItemId: string | null;
  otherProjects: ProjectSummary[];
  canOrganize: boolean;
  /** Cover, move and remove: the owner only. */
  canManage?: boolean;
  onReorder: (itemIds: string[]) => void;
  onMove: (itemId: string, projectId: string) => void;
  onRemove: (itemId: string) => void;
  onSetCover: (itemId: string) => void;
}) {
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const ids = items.map((item) => item.id);
  const shift = (id: string, by: number) => {
    const from = ids.indexOf(id);
    const to = from + by;
    if (to < 0 || to >= ids.length) return;
    const next = [...ids];
    next.splice(from, 1);
    next.splice(to, 0, id);
    onReorder(next);
  };
  const drop = (event: DragEvent, overId: string) => {
    event.preventDefault();
    const id = event.dataTransfer.getData('text/plain') || dragging;
    setDragging(null);
    setOver(null);
    if (id && id !== overId && ids.includes(id)) onReorder(reorderIds(ids, id, overId));
  };

  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Project items">
      {items.map((item, index) => {
        const Icon = kindLabels[item.kind].icon;
        const caption = itemCaption(item);
        return (
          <li
            key={item.id}
            draggable={canOrganize}
            onDragStart={(event) => {
              event.dataTransfer.setData('text/plain', item.id);
              event.dataTransfer.effectAllowed = 'move';
              setDragging(item.id);
            }}
            onDragOver={(event) => {
              if (!canOrganize) return;
              event.preventDefault();
              setOver(item.id);
            }}
            onDragLeave={() => setOver((current) => (current === item.id ? null : current))}
            onDrop={(event) => drop(event, item.id)}
            onDragEnd={() => {
              setDragging(null);
              setOver(null);
            }}
            data-testid="project-item"
            className={cn(
              'flex flex-col overflow-hidden rounded-xl border bg-card transition-shadow',
              dragging === item.id && 'opacity-50',
              over === item.id && dragging !== item.id && 'ring-2 ring-ring',
            )}
          >
            <Link to={item.href} className="relative block aspect-[4/3] bg-muted">
              {item.thumbnailUrl ? (
                <img
                  src={item.thumbnailUrl}
                  alt={item.title}
                  className="size-full object-cover"
                  loading="lazy"
                />
              ) : (
                <span className="flex size-full">
                  <Icon className="m-auto size-8 text-muted-foreground" aria-hidden="true" />
                </span>
              )}
              {coverItemId === item.id && (
                <span className="absolute top-2 left-2 rounded-md bg-black/60 px-2 py-0.5 text-caption text-white">
                  Cover
                </span>
              )}
            </Link>
            <div className="flex items-center gap-1 p-2">
              {canOrganize && (
                <GripVertical
                  className="size-4 shrink-0 cursor-grab text-muted-foreground"
                  aria-hidden="true"
                />
              )}
              <div className="min-w-0 grow">
                <p className="truncate text-sm font-medium">{item.title}</p>
                {caption && <p className="truncate text-caption text-muted-foreground">{caption}</p>}
              </div>
              {canOrganize && (
                <>
                  <Button
                    variant="ghost"
                    size="icon"
                    disabled={index === 0}
                    onClick={() => shift(item.id, -1)}
                    aria-label={`Move ${item.title} earlier`}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    disabled={index === items.length - 1}
                    onClick={() => shift(item.id, 1)}
                    aria-label={`Move ${item.title} later`}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                </>
              )}
              {canManage && (
                <DropdownMenu>
                  <DropdownMenuTrigger asChild>
                    <Button variant="ghost" size="icon" aria-label={`More for ${item.title}`}>
                      <FolderInput aria-hidden="true" />
                    </Button>
                  </DropdownMenuTrigger>
                  <DropdownMenuContent align="end">
                    <DropdownMenuItem onSelect={() => onSetCover(item.id)}>
                      <Star aria-hidden="true" />
                      Use as cover
                    </DropdownMenuItem>
                    {canOrganize && otherProjects.length > 0 && (
                      <>
                        <DropdownMenuLabel>Move to</DropdownMenuLabel>
                        {otherProjects.map((project) => (
                          <DropdownMenuItem key={project.id} onSelect={() => onMove(item.id, project.id)}>
                            {project.name}
                          </DropdownMenuItem>
                        ))}
                      </>
                    )}
                    <DropdownMenuItem onSelect={() => onRemove(item.id)}>
                      <X aria-hidden="true" />
                      Remove from project
                    </DropdownMenuItem>
                  </DropdownMenuContent>
                </DropdownMenu>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
