import { Armchair, Calculator, Eraser, Lightbulb, Map, Sofa, type LucideIcon } from 'lucide-react';
import { appRoutes } from '@roomcraft/contracts/routes';

export interface QuickAction {
  to: string;
  label: string;
  description: string;
  icon: LucideIcon;
  /** Credit cost as the spec states it (section 9). */
  cost: string;
  badge?: string;
}

/** Shortcuts of the dashboard into the studio modes, in the sidebar's order. */
export const quickActions: QuickAction[] = [
  {
    to: '/ideation',
    label: 'Ideation Mode',
    description: 'Up to six design ideas from one photo of your room.',
    icon: Lightbulb,
    cost: '1 credit per idea',
    badge: 'Popular',
  },
  {
    to: '/compose',
    label: 'Compose',
    description: 'Place furniture and decor into your room.',
    icon: Sofa,
    cost: '2 credits',
  },
  {
    to: '/floor-plans',
    label: 'Floor Plans',
    description: 'Turn a blueprint into a 3D visualisation.',
    icon: Map,
    cost: '1 credit',
    badge: 'B2B',
  },
  {
    to: '/virtual-staging',
    label: 'Virtual Staging',
    description: 'Furnish an empty room for a listing.',
    icon: Armchair,
    cost: '1 credit',
    badge: 'B2B',
  },
  {
    to: '/decluttering',
    label: 'Decluttering',
    description: 'Clear the clutter from a photo in one step.',
    icon: Eraser,
    cost: '1 credit',
  },
  {
    to: '/cost-estimations',
    label: 'Cost Analysis',
    description: 'An itemised estimate of what a redesign costs.',
    icon: Calculator,
    cost: 'From 3 credits',
  },
];

/** Whether the page behind a quick action exists yet (its route is marked built in the route table). */
export function isActionAvailable(to: string): boolean {
  return appRoutes.find((route) => route.path === to)?.status === 'built';
}

/** 'Good morning' / 'Good afternoon' / 'Good evening' by the local hour. */
export function timeOfDayGreeting(date: Date = new Date()): string {
  const hour = date.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}
