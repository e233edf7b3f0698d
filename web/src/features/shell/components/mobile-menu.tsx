import { Link } from 'react-router';
import { Menu, Plus } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { Logo } from './logo';
import { designTools } from '../shell.nav';

const linkClass =
  'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium hover:bg-hover [&_svg]:size-4 [&_svg]:text-muted-foreground';

/** The top bar's menu on phones: Create Room Design, the design tools, Explore, Blog, Pricing, sign-in. */
export function MobileMenu({ signedIn }: { signedIn: boolean }) {
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open menu" className="md:hidden">
          <Menu className="size-5" aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="left" className="overflow-y-auto">
        <div className="flex h-16 shrink-0 items-center border-b px-4">
          <SheetTitle asChild>
            <span>
              <Logo />
              <span className="sr-only"> menu</span>
            </span>
          </SheetTitle>
        </div>
        <SheetDescription className="sr-only">Navigate Roomcraft</SheetDescription>
        <nav aria-label="Mobile" className="flex flex-col gap-1 p-3">
          <SheetClose asChild>
            <Button asChild className="mb-2">
              <Link to={signedIn ? '/ideation' : '/login?redirect=%2Fideation'}>
                <Plus aria-hidden="true" />
                Create Room Design
              </Link>
            </Button>
          </SheetClose>
          <p className="px-3 pt-2 pb-1 text-xs font-medium text-muted-foreground">Design Tools</p>
          {designTools.map((tool) => (
            <SheetClose asChild key={tool.to}>
              <Link to={tool.to} className={linkClass}>
                <tool.icon aria-hidden="true" />
                {tool.label} {tool.badge && <Badge variant="soft">{tool.badge}</Badge>}
              </Link>
            </SheetClose>
          ))}
          <Separator className="my-2" />
          {[
            { to: '/explore', label: 'Explore' },
            { to: '/blog', label: 'Blog' },
            { to: '/credits', label: 'Pricing' },
          ].map((link) => (
            <SheetClose asChild key={link.to}>
              <Link to={link.to} className={linkClass}>
                {link.label}
              </Link>
            </SheetClose>
          ))}
          {!signedIn && (
            <>
              <Separator className="my-2" />
              <SheetClose asChild>
                <Link to="/login" className={linkClass}>
                  Login
                </Link>
              </SheetClose>
              <SheetClose asChild>
                <Link to="/login?tab=register" className={linkClass}>
                  Create an Account
                </Link>
              </SheetClose>
            </>
          )}
        </nav>
      </SheetContent>
    </Sheet>
  );
}
