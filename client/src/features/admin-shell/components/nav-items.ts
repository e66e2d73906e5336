import {
  Briefcase,
  FileText,
  Gift,
  History,
  LayoutDashboard,
  MapPin,
  Settings,
  Share2,
  Star,
  Tag,
  Ticket,
  UtensilsCrossed,
  Users,
  Video,
  type LucideIcon,
} from "lucide-react";
import type { AttentionCounts } from "@shared/api/overview.contract";
import { levelAdmits, type StaffLevel, type StaffRole } from "@shared/schema/enums";
import { ATTENTION_LABELS } from "@shared/schema/overview-forms";

/** A count shown beside the link, and how a screen reader says it ("3 بانتظار المراجعة"). */
export type NavAttention = { count: keyof AttentionCounts; label: string };

/** `level`: the least role that sees the page (its endpoints' own). */
export type NavItem = { href: string; label: string; icon: LucideIcon; level: StaffLevel; attention?: NavAttention };

// Paths are relative to /admin/dashboard.
export const NAV_ITEMS: NavItem[] = [
  { href: "/overview", label: "نظرة عامة", icon: LayoutDashboard, level: "manager" },
  { href: "/", label: "الأصناف", icon: UtensilsCrossed, level: "manager" },
  { href: "/offers", label: "العروض والخصومات", icon: Tag, level: "owner" },
  {
    href: "/reviews",
    label: "التقييمات",
    icon: Star,
    level: "manager",
    attention: { count: "pendingReviews", label: "بانتظار المراجعة" },
  },
  {
    href: "/reels",
    label: "ريلز العملاء",
    icon: Video,
    level: "manager",
    attention: { count: "pendingReels", label: "بانتظار المراجعة" },
  },
  { href: "/social", label: "روابط التواصل", icon: Share2, level: "owner" },
  { href: "/branches", label: "الفروع", icon: MapPin, level: "manager" },
  {
    href: "/jobs",
    label: "إدارة التوظيف",
    icon: Briefcase,
    level: "manager",
    attention: { count: "newApplications", label: ATTENTION_LABELS.newApplications },
  },
  { href: "/prizes", label: "الجوائز", icon: Gift, level: "owner" },
  {
    href: "/lottery",
    label: "مشاركات السحب",
    icon: Ticket,
    level: "cashier",
    attention: { count: "pendingDrawEntries", label: "بانتظار التسليم" },
  },
  { href: "/terms", label: "الشروط والأحكام", icon: FileText, level: "owner" },
  { href: "/settings", label: "إعدادات الموقع", icon: Settings, level: "owner" },
  { href: "/staff", label: "الحسابات والجلسات", icon: Users, level: "owner" },
  { href: "/audit", label: "سجل العمليات", icon: History, level: "owner" },
];

/** The sidebar of one role. */
export const navItemsFor = (role: StaffRole) => NAV_ITEMS.filter((item) => levelAdmits(item.level, role));

/** The page a role lands on when the one asked for is not theirs (a cashier opening the dashboard gets the draw). */
export function pageFor(role: StaffRole, location: string): string | undefined {
  const current = NAV_ITEMS.find((item) =>
    item.href === "/" ? location === "/" || location === "" : location.startsWith(item.href),
  );
  if (!current || levelAdmits(current.level, role)) return undefined;
  return navItemsFor(role)[0]?.href;
}
