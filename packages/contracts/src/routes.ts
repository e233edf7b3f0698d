/**
 * Every screen of the product (docs/spec §2) as data. The web router is generated from this table and
 * ROUTES.md at the repository root lists the same paths (a unit test keeps them in sync).
 *
 * Paths use React Router patterns (`:param`). `status` says whether the page exists yet: a route marked
 * `coming-soon` renders a "coming soon" page that explains what it will do, until its issue builds it.
 */
export type RouteArea = 'public' | 'protected' | 'admin';
export type RouteStatus = 'built' | 'coming-soon';

/** Sidebar groups of the admin layout, in display order. */
export const adminNavGroups = [
  'Dashboard',
  'Organizations',
  'User Management',
  'Sales & Marketing',
  'Communication',
  'Analysis & Reports',
  'System',
] as const;
export type AdminNavGroup = (typeof adminNavGroups)[number];

export interface AppRoute {
  /** React Router path pattern, always absolute. `*` is the not-found page. */
  path: string;
  area: RouteArea;
  /** Page title (document title and page heading). */
  title: string;
  status: RouteStatus;
  /** One sentence: what the page does (shown on the coming-soon page). */
  summary: string;
  /** Admin routes without parameters appear in this sidebar group. */
  adminGroup?: AdminNavGroup;
}

const pub = (
  path: string,
  title: string,
  summary: string,
  status: RouteStatus = 'coming-soon',
): AppRoute => ({
  path,
  area: 'public',
  title,
  status,
  summary,
});
const prot = (
  path: string,
  title: string,
  summary: string,
  status: RouteStatus = 'coming-soon',
): AppRoute => ({
  path,
  area: 'protected',
  title,
  status,
  summary,
});
const admin = (
  path: string,
  title: string,
  summary: string,
  adminGroup?: AdminNavGroup,
  status: RouteStatus = 'coming-soon',
): AppRoute => ({
  path,
  area: 'admin',
  title,
  status,
  summary,
  ...(adminGroup ? { adminGroup } : {}),
});

export const publicRoutes: readonly AppRoute[] = [
  pub(
    '/',
    'Home',
    'Upload a photo of a room and get AI redesign ideas; the studio opens once an image is chosen.',
    'built',
  ),
  pub(
    '/login',
    'Sign in',
    'Sign in or create an account with email and a 6-digit verification code.',
    'built',
  ),
  pub('/admin-setup', 'Admin setup', 'First-run setup that makes the first account a super admin.', 'built'),
  pub(
    '/share/:shareId',
    'Shared design',
    'A design someone shared with you, with its before and after.',
    'built',
  ),
  pub(
    '/share/project/:shareToken',
    'Shared project',
    'A whole project shared through a private link.',
    'built',
  ),
  pub('/share-demo', 'Sharing demo', 'A walkthrough of how sharing and collaboration work.', 'built'),
  pub(
    '/credits',
    'Credits & plans',
    'Buy credit packs or subscribe to a plan; credits never expire.',
    'built',
  ),
  pub('/pricing', 'Pricing', 'Plans, credit packs and what each includes.', 'built'),
  pub('/test-paywall', 'Paywall test', 'A test page that shows the paywall as a visitor would see it.'),
  pub(
    '/services',
    'Design services',
    'Book a paid expert consultation or a full-service design package.',
    'built',
  ),
  pub('/services/success', 'Order confirmed', 'Confirmation after booking a design service.', 'built'),
  pub('/services/cancelled', 'Order cancelled', 'Shown when a service checkout is cancelled.', 'built'),
  pub('/account', 'Account settings', 'Your profile: name, display name and avatar.', 'built'),
  pub('/shared-rooms', 'Shared rooms', 'Rooms you shared and rooms shared with you.', 'built'),
  pub('/billing/pay/:paymentId', 'Payment', 'Pay an open invoice or payment request.', 'built'),
  pub('/billing/invoice/:invoiceId', 'Invoice', 'View and download an invoice.', 'built'),
  pub('/api-keys', 'API keys', 'Create and revoke API keys for your organization.'),
  pub('/api-analytics', 'API analytics', 'Requests, errors and latency of your API keys.'),
  pub('/api-usage', 'API usage', 'Credits and calls used through the developer API.'),
  pub(
    '/api-docs',
    'API documentation',
    'Reference of the public developer API, generated from its contracts.',
  ),
  pub('/projects', 'Projects', 'Group rooms and designs into projects.', 'built'),
  pub('/projects/:projectId', 'Project', 'One project with its rooms, designs and notes.', 'built'),
  pub('/blog', 'Blog', 'Articles on interior design, styles and using AI for your home.', 'built'),
  pub('/blog/:slug', 'Blog post', 'One article of the blog.', 'built'),
  pub(
    '/use-cases',
    'Use cases',
    'How home owners, renters, agents, designers, architects and retailers use the product.',
    'built',
  ),
  pub('/use-cases/:slug', 'Use case', 'How one kind of user works with the product.', 'built'),
  pub('/examples', 'Examples', 'Before and after examples by room type.', 'built'),
  pub('/examples/:category', 'Examples by room', 'Before and after examples for one room type.', 'built'),
  pub('/examples/:category/:id', 'Example', 'One example with its before, after and prompt.', 'built'),
  pub('/privacy-policy', 'Privacy policy', 'How we collect, use and protect your data.', 'built'),
  pub('/terms-of-use', 'Terms of use', 'The terms that apply when you use the product.', 'built'),
  pub('/cookies-policy', 'Cookies policy', 'Which cookies we use and why.', 'built'),
  pub('/about', 'About', 'Our story, values, team and technology.', 'built'),
  pub('/contact', 'Contact', 'Send us a message; we answer by email.', 'built'),
  pub('/faq', 'FAQ', 'Answers to frequently asked questions.', 'built'),
  pub('/credit-check-test', 'Credit check test', 'A test page for the low-credit reminder.'),
  pub(
    '/reviews',
    'Reviews',
    'What users say about Roomcraft, and honest reviews of other ways to design a room.',
    'built',
  ),
  pub(
    '/reviews/:competitorId',
    'Review',
    'An honest review of one other way to design a room, next to Roomcraft.',
    'built',
  ),
  pub(
    '/alternatives',
    'Alternatives',
    'Roomcraft compared with designers, 3D software, mood boards and other ways to plan a room.',
    'built',
  ),
  pub(
    '/alternatives/:competitorId',
    'Alternative',
    'When Roomcraft is a good alternative to one other way of designing a room, and when it is not.',
    'built',
  ),
  pub('/enterprise', 'Enterprise', 'Teams, organizations and the developer API for businesses.', 'built'),
  pub('/enterprise/accept-invitation', 'Accept invitation', 'Join an organization you were invited to.'),
  pub('/settings', 'Settings', 'Your studio preferences: default mode and style.', 'built'),
  pub('/billing', 'Billing', 'Your subscription, purchases and invoices.', 'built'),
  pub('/explore', 'Explore', 'Browse designs and styles for inspiration.', 'built'),
  pub('/tools', 'Design tools', 'Every design tool in one place.', 'built'),
  pub('/budget-planning', 'Budget planning', 'Plan a renovation budget room by room.', 'built'),
  pub('/share-collaborate', 'Share & collaborate', 'Share designs and work on them together.', 'built'),
  pub('/features/compose-mode', 'Compose mode', 'Add furniture and decor to a photo of your room.', 'built'),
  pub(
    '/features/cost-analysis',
    'Cost analysis',
    'Estimate what a redesign will cost, item by item.',
    'built',
  ),
  pub('/features/virtual-staging', 'Virtual staging', 'Furnish empty rooms for listings.', 'built'),
  pub('/features/decluttering', 'Decluttering', 'Remove clutter from a photo in one step.', 'built'),
  pub('/features/budget-planning', 'Budget planning', 'Turn a design into a budget you can follow.', 'built'),
  pub(
    '/features/share-collaborate',
    'Share & collaborate',
    'Share designs with clients, family or a team.',
    'built',
  ),
  pub('/features/ideation-mode', 'Ideation mode', 'Get up to six design ideas from one photo.', 'built'),
  pub('/features/floor-plan-mode', 'Floor plan mode', 'Turn a blueprint into a 3D visualisation.', 'built'),
  pub(
    '/dev/mailbox',
    'Dev mailbox',
    'Emails the app sent while running in development mode (never available in production).',
    'built',
  ),
];

export const protectedRoutes: readonly AppRoute[] = [
  prot(
    '/dashboard',
    'Dashboard',
    'Your recent rooms, designs, credits and shortcuts to every tool.',
    'built',
  ),
  prot('/gallery', 'My gallery', 'Every room and design you created, with favourites.', 'built'),
  prot(
    '/design/:imageId',
    'Design',
    'One design with before and after, downloads, sharing and cost.',
    'built',
  ),
  prot('/designs/:id', 'Design', 'One design with before and after, downloads, sharing and cost.', 'built'),
  prot('/image/:id', 'Image', 'One image with its details and the designs made from it.', 'built'),
  prot('/cost-estimations', 'Cost estimations', 'Every cost estimate you requested.', 'built'),
  prot('/cost-estimations/:id', 'Cost estimation', 'One cost estimate, item by item.', 'built'),
  prot('/compose', 'Compose', 'Add furniture and items to a photo of your room.', 'built'),
  prot('/cost-analysis', 'Cost analysis', 'Upload a room and get an itemised cost estimate.', 'built'),
  prot('/virtual-staging', 'Virtual staging', 'Furnish an empty room for a listing.', 'built'),
  prot('/decluttering', 'Decluttering', 'Remove clutter from a photo of your room.', 'built'),
  prot('/ideation', 'Ideation mode', 'Upload a room and get up to six design ideas at once.', 'built'),
  prot('/ideations/:id', 'Ideation', 'The ideas of one ideation request as they arrive.', 'built'),
  prot('/floor-plans', 'Floor plans', 'Turn a blueprint into a 3D visualisation.', 'built'),
  prot(
    '/floor-plans/:id',
    'Floor plan',
    'One plan in 3D: orbit, walk through, room sizes and ideas.',
    'built',
  ),
  prot('/visualize', 'Visualize', 'Edit a room with text prompts.', 'built'),
];

const org = '/admin/enterprise/organizations/:organizationId';
export const adminRoutes: readonly AppRoute[] = [
  admin('/admin', 'Overview', 'Key numbers of users, images, credits and revenue.', 'Dashboard'),
  admin('/admin/analytics', 'Analytics', 'Usage over time by feature and plan.', 'Analysis & Reports'),
  admin('/admin/users', 'Users', 'Search users, see their credits and activity.', 'User Management'),
  admin('/admin/users/:userId', 'User', 'One user: profile, credits, images and activity.'),
  admin('/admin/activity', 'Activity', 'The user activity log.', 'User Management'),
  admin(
    '/admin/clerk',
    'Authentication',
    'Sign-in provider status and legacy-account migrations.',
    'User Management',
  ),
  admin(
    '/admin/spam-protection',
    'Spam protection',
    'Flagged submissions and spam rules.',
    'User Management',
  ),
  admin('/admin/sales', 'Sales', 'Sales pipeline and conversions.', 'Sales & Marketing'),
  admin('/admin/payments', 'Payments', 'Purchases, subscriptions and refunds.', 'Sales & Marketing'),
  admin(
    '/admin/plan-upgrade',
    'Plan upgrade',
    'Change the plan of a user or organization.',
    'Sales & Marketing',
  ),
  admin(
    '/admin/services',
    'Service orders',
    'Expert service orders and their status.',
    'Sales & Marketing',
    'built',
  ),
  admin('/admin/services/:serviceOrderId', 'Service order', 'One expert service order.', undefined, 'built'),
  admin('/admin/testimonials', 'Testimonials', 'Review and publish testimonials.', 'Sales & Marketing'),
  admin('/admin/announcements', 'Announcements', 'Write and schedule announcements.', 'Communication'),
  admin(
    '/admin/contact-messages',
    'Contact messages',
    'Messages sent through the contact form.',
    'Communication',
    'built',
  ),
  admin('/admin/blog-analytics', 'Blog analytics', 'Views and reads of blog posts.', 'Analysis & Reports'),
  admin('/admin/share-analytics', 'Share analytics', 'Shared links and their views.', 'Analysis & Reports'),
  admin('/admin/projects', 'Projects', 'Projects across all users.', 'Analysis & Reports'),
  admin(
    '/admin/cost-estimations',
    'Cost estimations',
    'Cost estimates across all users.',
    'Analysis & Reports',
  ),
  admin('/admin/cost-estimations/:estimationId', 'Cost estimation', 'One cost estimate with its inputs.'),
  admin('/admin/settings', 'Settings', 'Feature flags and system settings.', 'System'),
  admin('/admin/api-testing', 'API testing', 'Try API calls against this deployment.', 'System'),
  admin('/admin/api-docs', 'API docs', 'The public API reference.', 'System'),
  admin('/admin/batch-processing', 'Batch processing', 'Jobs, queues and bulk operations.', 'System'),
  admin('/admin/sso', 'SSO', 'Single sign-on for organizations.', 'System'),
  admin('/admin/collaboration', 'Collaboration', 'Shared workspaces and their members.', 'System'),
  admin('/admin/enterprise', 'Enterprise', 'Overview of enterprise customers.', 'Organizations'),
  admin('/admin/enterprise/organizations', 'Organizations', 'Every organization.', 'Organizations'),
  admin(
    '/admin/enterprise/organizations/create',
    'Create organization',
    'Create an organization.',
    'Organizations',
  ),
  admin(org, 'Organization', 'One organization with its members, credits and keys.'),
  admin(`${org}/edit`, 'Edit organization', 'Change the name, plan and settings of an organization.'),
  admin(`${org}/members`, 'Organization members', 'Members of an organization and their roles.'),
  admin(`${org}/members/add`, 'Add member', 'Invite or add a member to an organization.'),
  admin(`${org}/credits`, 'Organization credits', 'Credit balance and grants of an organization.'),
  admin(`${org}/api-keys`, 'Organization API keys', 'API keys of an organization.'),
  admin(`${org}/analytics`, 'Organization analytics', 'Usage of an organization.'),
  admin(`${org}/settings`, 'Organization settings', 'Settings of an organization.'),
  admin('/admin/enterprise/api', 'Enterprise API', 'The developer API at a glance.', 'Organizations'),
  admin('/admin/enterprise/api/keys', 'API keys', 'Every API key across organizations.', 'Organizations'),
  admin('/admin/enterprise/api/keys/:keyId', 'API key', 'One API key and its usage.'),
  admin(
    '/admin/enterprise/api/analytics',
    'API analytics',
    'API requests across organizations.',
    'Organizations',
  ),
  admin('/admin/enterprise/api/settings', 'API settings', 'Rate limits and API settings.', 'Organizations'),
  admin(
    '/admin/enterprise/analytics',
    'Enterprise analytics',
    'Usage across organizations.',
    'Organizations',
  ),
  admin(
    '/admin/enterprise/billing',
    'Enterprise billing',
    'Invoices and plans of organizations.',
    'Organizations',
  ),
];

/** The not-found page (any other path). */
export const notFoundRoute: AppRoute = pub(
  '*',
  'Page not found',
  'Shown for any path that is not a page; suggests where to go instead.',
  'built',
);

export const appRoutes: readonly AppRoute[] = [
  ...publicRoutes,
  ...protectedRoutes,
  ...adminRoutes,
  notFoundRoute,
];

/** Replaces `:params` with the given values, e.g. `routePath('/blog/:slug', { slug: 'x' })`. */
export function routePath(pattern: string, params: Record<string, string> = {}): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? `:${name}`),
  );
}

/** Slugs of `/use-cases/:slug` (docs/spec §2). */
export const useCaseSlugs = [
  'home-owners',
  'renters',
  'real-estate-agents',
  'interior-designers',
  'architects',
  'furniture-retailers',
] as const;

/** Categories of `/examples/:category` (docs/spec §2). */
export const exampleCategories = [
  'living-room',
  'bedroom',
  'kitchen',
  'bathroom',
  'office',
  'outdoor',
] as const;
