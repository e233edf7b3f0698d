import { Link } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { designTools } from '../shell.nav';

/** The Design Tools menu of the top bar. */
export function DesignToolsMenu() {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="data-[state=open]:bg-hover">
          Design Tools
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-80">
        {designTools.map((tool) => (
          <DropdownMenuItem key={tool.to} asChild className="items-start">
            <Link to={tool.to}>
              <tool.icon aria-hidden="true" className="mt-0.5" />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="flex items-center gap-2 font-medium">
                  {tool.label} {tool.badge && <Badge variant="soft">{tool.badge}</Badge>}
                </span>{' '}
                <span className="text-xs text-muted-foreground">{tool.description}</span>
              </span>
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
