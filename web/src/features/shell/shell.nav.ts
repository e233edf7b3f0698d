import {
  Armchair,
  BookOpen,
  Calculator,
  ChartLine,
  Coins,
  Eraser,
  FolderKanban,
  Gauge,
  Images,
  KeyRound,
  LayoutDashboard,
  Lightbulb,
  Map,
  Settings,
  Share2,
  Sofa,
  WandSparkles,
  type LucideIcon,
} from 'lucide-react';

export type PlanTier = 'pro' | 'business' | 'enterprise';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** A tag shown next to the label ('Popular', 'B2B'). */
  badge?: string;
  /** The plan tier the page needs; the sidebar shows a lock badge when the user's plan lacks it. */
  requires?: PlanTier;
  description?: string;
}

/** Design Tools menu of the top bar; floor plans and virtual staging are tagged B2B (docs/spec §2). */
export const designTools: NavItem[] = [
  {
    to: '/ideation',
    label: 'Ideation Mode',
    icon: Lightbulb,
    description: 'Several design ideas from one photo',
  },
  { to: '/visualize', label: 'Visualize', icon: WandSparkles, description: 'Edit a room with text prompts' },
  { to: '/compose', label: 'Compose', icon: Sofa, description: 'Add furniture and decor to your room' },
  {
    to: '/floor-plans',
    label: 'Floor Plans',
    icon: Map,
    badge: 'B2B',
    description: 'Blueprint to 3D visualisation',
  },
  {
    to: '/virtual-staging',
    label: 'Virtual Staging',
    icon: Armchair,
    badge: 'B2B',
    description: 'Furnish empty rooms for listings',
  },
  { to: '/decluttering', label: 'Decluttering', icon: Eraser, description: 'Remove clutter in one step' },
  {
    to: '/cost-analysis',
    label: 'Cost Analysis',
    icon: Calculator,
    description: 'Estimate what a redesign costs',
  },
];

/** Sidebar of the signed-in layout, in order (docs/spec §2). */
export const sidebarMain: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/gallery', label: 'Gallery', icon: Images },
  { to: '/projects', label: 'Projects', icon: FolderKanban, requires: 'pro' },
];

export const sidebarTools: NavItem[] = [
  { to: '/ideation', label: 'Ideation Mode', icon: Lightbulb, badge: 'Popular' },
  { to: '/compose', label: 'Compose', icon: Sofa },
  { to: '/floor-plans', label: 'Floor Plans', icon: Map, badge: 'B2B' },
  { to: '/virtual-staging', label: 'Virtual Staging', icon: Armchair, badge: 'B2B' },
  { to: '/decluttering', label: 'Decluttering', icon: Eraser },
  { to: '/cost-estimations', label: 'Cost Analysis', icon: Calculator, requires: 'pro' },
];

export const sidebarCollaborate: NavItem[] = [
  // Sharing needs Professional (docs/spec §6: projects, sharing, Roomie AI, analytics, cost estimation).
  { to: '/shared-rooms', label: 'Shared Rooms', icon: Share2, requires: 'pro' },
  { to: '/credits', label: 'Credits', icon: Coins },
];

/** Developers group: only for members of an organization; the API needs the Enterprise plan. */
export const sidebarDevelopers: NavItem[] = [
  { to: '/api-keys', label: 'API Keys', icon: KeyRound, requires: 'enterprise' },
  { to: '/api-analytics', label: 'API Analytics', icon: ChartLine, requires: 'enterprise' },
  { to: '/api-usage', label: 'API Usage', icon: Gauge, requires: 'enterprise' },
  { to: '/api-docs', label: 'API Docs', icon: BookOpen },
];

export const sidebarAccount: NavItem[] = [{ to: '/account', label: 'Settings', icon: Settings }];

export const planTierLabels: Record<PlanTier, string> = {
  pro: 'Pro',
  business: 'Business',
  enterprise: 'Enterprise',
};

export interface FooterGroup {
  title: string;
  links: { to: string; label: string }[];
}

/** Footer of the signed-out layout: product, company and legal links (spec routes). */
export const footerGroups: FooterGroup[] = [
  {
    title: 'Product',
    links: [
      { to: '/tools', label: 'Design Tools' },
      { to: '/examples', label: 'Examples' },
      { to: '/explore', label: 'Explore' },
      { to: '/credits', label: 'Pricing' },
      { to: '/enterprise', label: 'Enterprise' },
      { to: '/api-docs', label: 'API Docs' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About' },
      { to: '/blog', label: 'Blog' },
      { to: '/use-cases', label: 'Use Cases' },
      { to: '/services', label: 'Design Services' },
      { to: '/reviews', label: 'Reviews' },
      { to: '/contact', label: 'Contact' },
      { to: '/faq', label: 'FAQ' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/privacy-policy', label: 'Privacy Policy' },
      { to: '/terms-of-use', label: 'Terms of Use' },
      { to: '/cookies-policy', label: 'Cookies Policy' },
    ],
  },
];

/** Labels of the start button; one is picked at random (docs/spec §2). */
export const startButtonLabels = [
  'Start Designing',
  'Transform Your Space',
  'Create Your Dream Room',
  'Get Started Free',
] as const;
