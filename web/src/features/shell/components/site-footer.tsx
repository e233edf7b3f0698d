import { Link } from 'react-router';
import { Logo } from './logo';
import { footerGroups } from '../shell.nav';

/** Footer of the signed-out layout: product, company and legal links. */
export function SiteFooter() {
  return (
    <footer className="border-t bg-card/60">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="max-w-xs">
          <Logo />
          <p className="mt-3 text-sm text-muted-foreground">
            Redesign any room from a single photo: ideas, staging, decluttering, floor plans and cost
            estimates.
          </p>
        </div>
        {footerGroups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold">{group.title}</h2>
            <ul className="mt-2 grid grid-cols-2 gap-x-4 sm:grid-cols-1">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="inline-flex min-h-11 items-center text-sm text-muted-foreground hover:text-foreground sm:min-h-9 sm:pointer-coarse:min-h-11"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-5 text-caption text-muted-foreground sm:px-6">
          © {new Date().getFullYear()} Roomcraft. Credits never expire.
        </p>
      </div>
    </footer>
  );
}
