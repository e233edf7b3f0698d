import { Bell } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Button } from '@/components/ui/button';

/** The announcements bell. Announcements arrive in a later issue; until then it says there are none. */
export function AnnouncementsBell({ signedIn }: { signedIn: boolean }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Announcements">
          <Bell className="size-5" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-72">
        <DropdownMenuLabel>Announcements</DropdownMenuLabel>
        <div className="flex flex-col items-center gap-2 px-4 py-6 text-center">
          <Bell className="size-6 text-muted-foreground" aria-hidden="true" />
          <p className="text-sm font-medium">You&apos;re all caught up</p>
          <p className="text-xs text-muted-foreground">
            {signedIn
              ? 'New features and news will show up here.'
              : 'Sign in to see news and product updates.'}
          </p>
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
