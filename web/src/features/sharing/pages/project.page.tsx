import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ArrowLeft, Loader2, Plus, SearchX, Trash2 } from 'lucide-react';
import { sharingLimits, type Project } from '@roomcraft/contracts/sharing';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useLiveQuery } from '@/features/live/live.queries';
import { usePlanAccess } from '@/features/plan/plan.queries';
import { PageSkeleton, RequireAuth } from '@/features/session/components/require-auth';
import { isApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { AddDesignsDialog } from '../components/add-designs-dialog';
import { ProjectBoard } from '../components/project-board';
import {
  accessLabels,
  ActivityPanel,
  CommentsPanel,
  MembersPanel,
} from '../components/project-collaboration';
import { ShareButton } from '../components/share-dialog';
import {
  addProjectItem,
  deleteProject,
  moveProjectItem,
  removeProjectItem,
  reorderProjectItems,
  updateProject,
} from '../sharing.api';
import { projectQueryOptions, projectsQueryOptions, sharingQueryKeys } from '../sharing.queries';

function DetailsForm({
  project,
  canAddNotes,
  canRename,
}: {
  project: Project;
  canAddNotes: boolean;
  canRename: boolean;
}) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(project.name);
  const [notes, setNotes] = useState(project.notes);
  const save = useMutation({
    mutationFn: () =>
      updateProject(project.id, {
        ...(canRename && name.trim() !== project.name ? { name: name.trim() } : {}),
        ...(canAddNotes && notes !== project.notes ? { notes } : {}),
      }),
    onSuccess: () => {
      toast.success('Project saved');
      void queryClient.invalidateQueries({ queryKey: sharingQueryKeys.project(project.id) });
      void queryClient.invalidateQueries({ queryKey: sharingQueryKeys.projects });
    },
    onError: (error) => toast.error(isApiError(error) ? error.message : 'Could not save the project.'),
  });
  const changed = name.trim() !== project.name || (canAddNotes && notes !== project.notes);
  return (
    <form
      className="flex flex-col gap-3 rounded-xl border bg-card p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (changed && name.trim()) save.mutate();
      }}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="project-name">Name</Label>
        <Input
          id="project-name"
          value={name}
          disabled={!canRename}
          maxLength={sharingLimits.projectNameMax}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="project-notes">Notes</Label>
        <textarea
          id="project-notes"
          value={notes}
          disabled={!canAddNotes}
          maxLength={sharingLimits.notesMax}
          onChange={(event) => setNotes(event.target.value)}
          rows={4}
          placeholder={
            canAddNotes ? 'Budget, measurements, what the client liked…' : 'Notes need the Professional plan.'
          }
          className="rounded-lg border border-input bg-card px-3 py-2 text-base outline-none focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 disabled:opacity-60 sm:text-sm"
        />
      </div>
      <Button type="submit" className="self-start" disabled={!changed || !name.trim() || save.isPending}>
        {save.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
        Save
      </Button>
    </form>
  );
}

function ProjectContent({ id }: { id: string }) {
  const project = useLiveQuery(projectQueryOptions(id));
  const projects = useQuery(projectsQueryOptions);
  const hasAccess = usePlanAccess();
  const isOwner = project.data?.access === 'owner';
  const canEdit = isOwner || project.data?.access === 'editor';
  // Members act under the owner's plan; the server checks it.
  const canOrganize = isOwner ? hasAccess('pro') : canEdit;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  usePageTitle(project.data?.name ?? 'Project');

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: sharingQueryKeys.project(id) });
    void queryClient.invalidateQueries({ queryKey: sharingQueryKeys.projects });
  };
  const act = useMutation({
    mutationFn: (run: () => Promise<void>) => run(),
    onSuccess: refresh,
    onError: (error) => {
      toast.error(isApiError(error) ? error.message : 'That did not work. Please try again.');
      refresh();
    },
  });

  if (project.isPending) return <PageSkeleton />;
  const data = project.data;
  if (!data) {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col items-center gap-3 px-4 py-16 text-center">
        <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-title font-semibold">Project not found</h1>
        <p className="text-muted-foreground">
          This project may not belong to your account, or it was deleted.
        </p>
        <Button asChild variant="outline">
          <Link to="/projects">Back to projects</Link>
        </Button>
      </div>
    );
  }

  const reorder = (itemIds: string[]) => {
    // Shown at once; the server's answer (or a refetch on failure) settles it.
    queryClient.setQueryData(sharingQueryKeys.project(id), {
      ...data,
      items: itemIds.map((itemId) => data.items.find((item) => item.id === itemId)!),
    });
    act.mutate(() => reorderProjectItems(id, itemIds));
  };

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-8">
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link to="/projects">
          <ArrowLeft aria-hidden="true" />
          Projects
        </Link>
      </Button>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-[2rem] leading-tight font-semibold tracking-tight break-words">{data.name}</h1>
          <p className="text-muted-foreground">
            {!isOwner && `${accessLabels[data.access]} · `}
            {data.itemCount} {data.itemCount === 1 ? 'item' : 'items'}
            {canOrganize && data.itemCount > 1 && ' · drag cards or use the arrows to reorder'}
          </p>
        </div>
        {isOwner && (
          <div className="flex shrink-0 flex-wrap gap-2">
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" />
              Add designs
            </Button>
            <ShareButton target={{ kind: 'project', projectId: id }} what="project" />
            <Button
              variant="outline"
              onClick={() =>
                act.mutate(async () => {
                  await deleteProject(id);
                  void navigate('/projects', { replace: true });
                })
              }
            >
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </div>
        )}
      </header>
      {data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
          This project is empty. Press <strong>Add designs</strong>, or use <strong>Add to project</strong> on
          a design, a floor plan or a cost estimate.
        </p>
      ) : (
        <ProjectBoard
          items={data.items}
          coverItemId={data.coverItemId}
          otherProjects={(projects.data?.projects ?? []).filter((other) => other.id !== id)}
          canOrganize={canOrganize}
          canManage={isOwner}
          onReorder={reorder}
          onMove={(itemId, projectId) => act.mutate(() => moveProjectItem(itemId, projectId))}
          onRemove={(itemId) => act.mutate(() => removeProjectItem(id, itemId))}
          onSetCover={(itemId) => act.mutate(() => updateProject(id, { coverItemId: itemId }))}
        />
      )}
      {canEdit ? (
        <DetailsForm
          key={`${data.id}-${data.updatedAt}`}
          project={data}
          canAddNotes={isOwner ? hasAccess('pro') : true}
          canRename={isOwner}
        />
      ) : (
        data.notes && (
          <section className="rounded-xl border bg-card p-4">
            <h2 className="text-lg font-semibold">Notes</h2>
            <p className="mt-1 whitespace-pre-line text-muted-foreground">{data.notes}</p>
          </section>
        )
      )}
      {isOwner && hasAccess('business') && <MembersPanel projectId={id} />}
      <div className="grid gap-4 lg:grid-cols-2">
        <CommentsPanel key={data.items.map((item) => item.id).join()} projectId={id} items={data.items} />
        <ActivityPanel projectId={id} />
      </div>
      <AddDesignsDialog
        open={adding}
        onOpenChange={setAdding}
        inProject={new Set(data.items.map((item) => item.itemId))}
        onAdd={(roomImageId) =>
          act.mutate(() => addProjectItem(id, { kind: 'room_image', itemId: roomImageId }))
        }
      />
    </div>
  );
}

/** /projects/:projectId: one project's board, details and notes. */
export function ProjectPage() {
  const { projectId = '' } = useParams();
  return <RequireAuth>{<ProjectContent id={projectId} />}</RequireAuth>;
}

export default ProjectPage;
