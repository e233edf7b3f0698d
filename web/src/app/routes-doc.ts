import {
  adminRoutes,
  notFoundRoute,
  protectedRoutes,
  publicRoutes,
  type AppRoute,
} from '@roomcraft/contracts/routes';

const row = (cells: string[]) => `| ${cells.join(' | ')} |`;

function table(routes: readonly AppRoute[], withGroup = false): string[] {
  const head = withGroup
    ? ['Path', 'Title', 'Sidebar group', 'Area', 'Status']
    : ['Path', 'Title', 'Area', 'Status'];
  return [
    row(head),
    row(head.map(() => '---')),
    ...routes.map((r) =>
      row([
        `\`${r.path}\``,
        r.title,
        ...(withGroup ? [r.adminGroup ?? '(detail page)'] : []),
        r.area,
        r.status,
      ]),
    ),
  ];
}

/** ROUTES.md at the repository root, rendered from the route table (`npm exec tsx web/scripts/write-routes-md.ts`). */
export function renderRoutesMarkdown(): string {
  return [
    '# Routes',
    '',
    'Every screen of the product (docs/spec §2). Generated from `packages/contracts/src/routes.ts` by',
    '`npx tsx web/scripts/write-routes-md.ts`; the web unit test `web/src/app/routes-doc.test.ts` fails when this',
    'file and the route table differ. The web router is generated from the same table.',
    '',
    '- **built**: the page exists.',
    '- **coming-soon**: the route renders a "coming soon" page (what it will do, a link back) until its issue',
    '  builds it; then its status changes to built in `routes.ts` and this file is regenerated.',
    '',
    'Layouts: signed-in users see the sidebar layout on public and protected pages, signed-out visitors the top',
    'bar and footer; `/admin/*` has its own layout. The spec lists `/cost-analysis` both as public and as',
    'protected; it is a credit-spending tool, so it is protected here.',
    '',
    '## Public',
    '',
    ...table([...publicRoutes, notFoundRoute]),
    '',
    '`*` is the not-found page: any path that matches no route.',
    '',
    '## Protected',
    '',
    'Signed-out visitors are sent to `/login?redirect=<path>`.',
    '',
    ...table(protectedRoutes),
    '',
    '## Admin',
    '',
    'Only a super admin who is not a reviewer sees these; everyone else gets the admin variant of the not-found',
    'page. Routes with a sidebar group appear in the admin sidebar and its quick navigation menu.',
    '',
    ...table(adminRoutes, true),
    '',
    '## Shell screens (not routes)',
    '',
    row(['Screen', 'Where', 'Status']),
    row(['---', '---', '---']),
    row(['Not-found page', 'any unmatched path; admin variant for `/admin/*`', 'built']),
    row(['Error screen (docs/spec §8)', 'route error element inside the layout, titled by area', 'built']),
    row([
      'Boundary screen (Connection Issue / Service Temporarily Unavailable)',
      'root route and top-level error boundary',
      'built',
    ]),
    row(['Studio error screen', 'around the studio (home page for now)', 'built']),
    '',
  ].join('\n');
}
