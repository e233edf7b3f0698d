import {
  Activity,
  BookOpen,
  Building2,
  ChartBar,
  ChartLine,
  CreditCard,
  FileText,
  FlaskConical,
  FolderKanban,
  Gauge,
  KeyRound,
  LayoutDashboard,
  Layers,
  Mail,
  Megaphone,
  MessageSquareQuote,
  Receipt,
  Settings,
  Share2,
  ShieldCheck,
  ShieldAlert,
  ShoppingBag,
  TrendingUp,
  UserRound,
  Users,
  Calculator,
  Briefcase,
  ArrowUpCircle,
  type LucideIcon,
} from 'lucide-react';
import { adminNavGroups, adminRoutes, type AdminNavGroup } from '@roomcraft/contracts/routes';

export interface AdminNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

const icons: Record<string, LucideIcon> = {
  '/admin': LayoutDashboard,
  '/admin/analytics': ChartLine,
  '/admin/users': Users,
  '/admin/activity': Activity,
  '/admin/clerk': ShieldCheck,
  '/admin/spam-protection': ShieldAlert,
  '/admin/sales': TrendingUp,
  '/admin/payments': CreditCard,
  '/admin/plan-upgrade': ArrowUpCircle,
  '/admin/services': Briefcase,
  '/admin/testimonials': MessageSquareQuote,
  '/admin/announcements': Megaphone,
  '/admin/contact-messages': Mail,
  '/admin/blog-analytics': FileText,
  '/admin/share-analytics': Share2,
  '/admin/projects': FolderKanban,
  '/admin/cost-estimations': Calculator,
  '/admin/settings': Settings,
  '/admin/api-testing': FlaskConical,
  '/admin/api-docs': BookOpen,
  '/admin/batch-processing': Layers,
  '/admin/sso': KeyRound,
  '/admin/collaboration': UserRound,
  '/admin/enterprise': Building2,
  '/admin/enterprise/organizations': Building2,
  '/admin/enterprise/organizations/create': Building2,
  '/admin/enterprise/api': Gauge,
  '/admin/enterprise/api/keys': KeyRound,
  '/admin/enterprise/api/analytics': ChartBar,
  '/admin/enterprise/api/settings': Settings,
  '/admin/enterprise/analytics': ChartBar,
  '/admin/enterprise/billing': Receipt,
};

/** The admin sidebar: every admin route without parameters, in the spec's groups. */
export const adminNav: { group: AdminNavGroup; items: AdminNavItem[] }[] = adminNavGroups.map((group) => ({
  group,
  items: adminRoutes
    .filter((route) => route.adminGroup === group)
    .map((route) => ({ to: route.path, label: route.title, icon: icons[route.path] ?? ShoppingBag })),
}));
