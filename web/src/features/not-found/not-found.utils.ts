/** Friendly names of first path segments for the not-found heading (docs/spec §2). */
const friendlyNames: Record<string, string> = {
  admin: 'Admin Page',
  blog: 'Blog Post',
  examples: 'Example',
  gallery: 'Gallery Item',
  design: 'Design',
  designs: 'Design',
  image: 'Image',
  share: 'Shared Design',
  projects: 'Project',
  'use-cases': 'Use Case',
  features: 'Feature',
  ideations: 'Ideation',
  'cost-estimations': 'Cost Estimate',
  reviews: 'Review',
  alternatives: 'Alternative',
  enterprise: 'Enterprise Page',
  billing: 'Billing Page',
  services: 'Service',
};

export type NotFoundKind = 'admin' | 'blog' | 'examples' | 'design' | 'share' | 'content' | 'page';

export function firstSegment(pathname: string): string {
  const segment = pathname.split('/').filter(Boolean)[0] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** 'Blog Post Not Found', 'Admin Page Not Found', or the capitalised segment: '/foo' → 'Foo Not Found'. */
export function notFoundHeading(pathname: string): string {
  const segment = firstSegment(pathname);
  const friendly = friendlyNames[segment.toLowerCase()];
  if (friendly) return `${friendly} Not Found`;
  if (!segment) return 'Page Not Found';
  return `${segment.charAt(0).toUpperCase()}${segment.slice(1)} Not Found`;
}

export function notFoundKind(pathname: string): NotFoundKind {
  const segment = firstSegment(pathname).toLowerCase();
  if (segment === 'admin') return 'admin';
  if (segment === 'blog') return 'blog';
  if (segment === 'examples') return 'examples';
  if (['gallery', 'design', 'designs', 'image', 'ideations', 'projects'].includes(segment)) return 'design';
  if (segment === 'share') return 'share';
  if (segment in friendlyNames) return 'content';
  return 'page';
}

/** The message of the not-found page, by kind of page. */
export const notFoundMessages: Record<NotFoundKind, string> = {
  admin: "This admin page doesn't exist. Return to the admin dashboard to find what you need.",
  blog: 'This article may have been moved or renamed. The blog has our latest posts on styles, colour and layout.',
  examples: "We couldn't find that example. Browse before-and-after examples by room instead.",
  design: "This design couldn't be found. It may have been deleted, or the link is incomplete.",
  share: 'This shared link is invalid or has expired. Ask the person who shared it for a new link.',
  content: "The page you're looking for has moved or no longer exists.",
  page: "The page you're looking for doesn't exist. Check the address, or start from one of the pages below.",
};
