import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { FolderOpen, FolderPlus, Loader2, Lock } from 'lucide-react';
import { sharingLimits } from '@roomcraft/contracts/sharing';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useLiveQuery } from '@/features/live/live.queries';
import { PageSkeleton, RequireAuth } from '@/features/session/components/require-auth';
import { isApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { createProject } from '../sharing.api';
import { projectsQueryOptions, sharingQueryKeys } from '../sharing.queries';

function NewProjectForm({ disabled }: { disabled: boolean }) {
  const [name, setName] = useState('');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (value: string) => createProject(value),
    onSuccess: ({ projectId }) => {
      void queryClient.invalidateQueries({ queryKey: sharingQueryKeys.projects });
      void navigate(`/projects/${projectId}`);
    },
    onError: (error) => toast.error(isApiError(error) ? error.message : 'Could not create the project.'),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) create.mutate(name.trim());
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex grow flex-col gap-1.5">
        <Label htmlFor="project-name">New project</Label>
        <Input
          id="project-name"
          placeholder="e.g. Client: Oak Street flat"
          value={name}
          maxLength={sharingLimits.projectNameMax}
          onChange={(event) => setName(event.target.value)}
          disabled={disabled}
        />
      </div>
      <Button type="submit" disabled={disabled || create.isPending || !name.trim()}>
        {create.isPending ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <FolderPlus aria-hidden="true" />
        )}
        Create project
      </Button>
    </form>
  );
}

function ProjectsContent() {
  const projects = useLiveQuery(projectsQueryOptions);
  if (projects.isPending) return <PageSkeleton />;
  const data = projects.data;
  const max = data?.maxProjectCount ?? 0;
  const inPlan = max !== 0;
  const isFull = !!data && max > 0 && data.projects.length >= max;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-8">
      <header>
        <h1 className="text-[2rem] leading-tight font-semibold tracking-tight">Projects</h1>
        <p className="mt-2 text-muted-foreground">
          Group designs, floor plans and cost estimates by client, home or idea; add notes and share a whole
          board.
          {data && max > 0 && ` ${data.projects.length} of ${max} projects used.`}
        </p>
      </header>
      {!inPlan ? (
        <div className="flex flex-col items-start gap-3 rounded-xl border bg-muted/40 p-5">
          <p className="flex items-center gap-2 font-medium">
            <Lock className="size-4" aria-hidden="true" />
            Projects are part of the Professional plan.
          </p>
          <Button asChild>
            <Link to="/pricing">See plans</Link>
          </Button>
        </div>
      ) : (
        <NewProjectForm disabled={isFull} />
      )}
      {projects.isError ? (
        <p className="text-muted-foreground">Your projects could not be loaded. Please try again.</p>
      ) : data && data.projects.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.projects.map((project) => (
            <li key={project.id}>
              <Link
                to={`/projects/${project.id}`}
                className="group flex flex-col overflow-hidden rounded-xl border bg-card transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-ring"
              >
                <div className="aspect-[4/3] bg-muted">
                  {project.coverImageUrl ? (
                    <img
                      src={project.coverImageUrl}
                      alt=""
                      className="size-full object-cover"
                      loading="lazy"
                    />
                  ) : (
                    <div className="flex size-full items-center justify-center text-muted-foreground">
                      <FolderOpen className="size-10" aria-hidden="true" />
                    </div>
                  )}
                </div>
                <div className="p-3">
                  <p className="font-medium break-words">{project.name}</p>
                  <p className="text-sm text-muted-foreground">
                    {project.itemCount} {project.itemCount === 1 ? 'item' : 'items'}
                  </p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        inPlan && (
          <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
            No projects yet. Name your first one above, then add designs to it.
          </p>
        )
      )}
    </div>
  );
}

/** /projects: the user's projects, and a form to start one (Professional plans and up). */
export function ProjectsPage() {
  usePageTitle('Projects');
  return (
    <RequireAuth>
      <ProjectsContent />
    </RequireAuth>
  );
}

export default ProjectsPage;
