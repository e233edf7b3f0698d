import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { FolderPlus } from 'lucide-react';
import type { ProjectItemKind } from '@roomcraft/contracts/sharing';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { isApiError } from '@/lib/api-client';
import { addProjectItem } from '../sharing.api';
import { projectsQueryOptions, sharingQueryKeys } from '../sharing.queries';

/** How each kind is named in the error toast. */
const kindNames: Record<ProjectItemKind, string> = {
  room_image: 'design',
  floor_plan: 'floor plan',
  cost_estimation: 'estimate',
};

/** "Add to project" on a design, a floor plan or an estimate: a menu of the user's projects. */
export function AddToProjectButton({ kind, itemId }: { kind: ProjectItemKind; itemId: string }) {
  const projects = useQuery(projectsQueryOptions);
  const queryClient = useQueryClient();
  const list = projects.data?.projects ?? [];
  const inPlan = (projects.data?.maxProjectCount ?? 0) !== 0;

  const add = async (projectId: string, name: string) => {
    try {
      await addProjectItem(projectId, { kind, itemId });
      toast.success(`Added to ${name}`);
      void queryClient.invalidateQueries({ queryKey: sharingQueryKeys.projects });
      void queryClient.invalidateQueries({ queryKey: sharingQueryKeys.project(projectId) });
    } catch (error) {
      toast.error(isApiError(error) ? error.message : `Could not add the ${kindNames[kind]}.`);
    }
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          <FolderPlus aria-hidden="true" />
          Add to project
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {!inPlan ? (
          <DropdownMenuItem asChild>
            <Link to="/pricing">Projects need the Professional plan</Link>
          </DropdownMenuItem>
        ) : (
          <>
            {list.length > 0 && <DropdownMenuLabel>Add to</DropdownMenuLabel>}
            {list.map((project) => (
              <DropdownMenuItem key={project.id} onSelect={() => void add(project.id, project.name)}>
                {project.name}
              </DropdownMenuItem>
            ))}
            {list.length > 0 && <DropdownMenuSeparator />}
            <DropdownMenuItem asChild>
              <Link to="/projects">New project…</Link>
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
