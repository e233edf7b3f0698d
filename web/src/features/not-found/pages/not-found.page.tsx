import { Link, useLocation } from 'react-router';
import { ArrowRight, House, LayoutDashboard, SearchX, WandSparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/use-page-title';
import { notFoundHeading, notFoundKind, notFoundMessages } from '../not-found.utils';
import { PathText } from '@/components/path-text';

const popular = [
  { to: '/', label: 'Home' },
  { to: '/gallery', label: 'Gallery' },
  { to: '/examples', label: 'Examples' },
  { to: '/blog', label: 'Blog' },
];
const examples = [
  { to: '/examples/living-room', label: 'Living room' },
  { to: '/examples/bedroom', label: 'Bedroom' },
  { to: '/examples/kitchen', label: 'Kitchen' },
];
const posts = [
  { to: '/blog/interior-design-trends-2025', label: 'Interior design trends 2025' },
  { to: '/blog/color-psychology-interior-design', label: 'Color psychology in interior design' },
];

function LinkList({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold">{title}</h2>
      <ul className="mt-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="group inline-flex min-h-11 items-center gap-1.5 text-sm text-primary-text hover:underline sm:min-h-9 sm:pointer-coarse:min-h-11"
            >
              {link.label}
              <ArrowRight
                className="size-3.5 shrink-0 transition-transform group-hover:translate-x-0.5"
                aria-hidden="true"
              />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Not-found page (docs/spec §2); `variant="admin"` for the admin area. */
export function NotFoundPage({ variant }: { variant?: 'admin' }) {
  const { pathname } = useLocation();
  const kind = variant === 'admin' ? 'admin' : notFoundKind(pathname);
  const isAdmin = kind === 'admin';
  usePageTitle('Page not found');
  return (
    <section aria-labelledby="not-found-title" className="mx-auto w-full max-w-3xl px-4 py-12 sm:py-20">
      <div className="flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary-text">
        <SearchX className="size-7" aria-hidden="true" />
      </div>
      <p className="mt-6 text-sm font-semibold text-primary-text">404</p>
      <h1 id="not-found-title" className="mt-1 text-display font-semibold text-balance">
        {notFoundHeading(pathname)}
      </h1>
      <p className="mt-3 max-w-xl text-muted-foreground">{notFoundMessages[kind]}</p>
      <p className="mt-4 text-sm text-muted-foreground">
        Requested path: <PathText path={pathname} />
      </p>
      <div className="mt-8 flex flex-col gap-2 sm:flex-row">
        {isAdmin ? (
          <Button asChild>
            <Link to="/admin">
              <LayoutDashboard aria-hidden="true" />
              Return to Admin Dashboard
            </Link>
          </Button>
        ) : (
          <Button asChild>
            <Link to="/">
              <House aria-hidden="true" />
              Return Home
            </Link>
          </Button>
        )}
        <Button variant="outline" asChild>
          <Link to="/ideation">
            <WandSparkles aria-hidden="true" />
            Open the Designer
          </Link>
        </Button>
        {isAdmin && (
          <Button variant="ghost" asChild>
            <Link to="/">
              <House aria-hidden="true" />
              Return Home
            </Link>
          </Button>
        )}
      </div>
      <div className="mt-12 grid gap-8 border-t pt-8 sm:grid-cols-2 lg:grid-cols-4">
        <LinkList title="Popular pages" links={popular} />
        <LinkList title="Example rooms" links={examples} />
        <LinkList title="From the blog" links={posts} />
        <LinkList title="Who it's for" links={[{ to: '/use-cases', label: 'Use cases' }]} />
      </div>
    </section>
  );
}

export default NotFoundPage;
