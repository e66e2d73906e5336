import {
  Briefcase,
  FileText,
  Gift,
  ClipboardList,
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
  PackageX,
  UserRound,
  type LucideIcon,
} from "lucide-react";
import { roleAdmits } from "@shared/api/access";
import { auditRoutes } from "@shared/api/audit.routes";
import { branchesRoutes } from "@shared/api/branches.routes";
import type { Route } from "@shared/api/endpoint";
import { lotteryRoutes } from "@shared/api/lottery.routes";
import { menuRoutes } from "@shared/api/menu.routes";
import { offersRoutes } from "@shared/api/offers.routes";
import { orderBoardRoutes } from "@shared/api/order-board.routes";
import type { AttentionCounts } from "@shared/api/overview.contract";
import { overviewRoutes } from "@shared/api/overview.routes";
import { recruitmentRoutes } from "@shared/api/recruitment.routes";
import { reelsRoutes } from "@shared/api/reels.routes";
import { reviewsRoutes } from "@shared/api/reviews.routes";
import { siteSettingsRoutes } from "@shared/api/site-settings.routes";
import { socialRoutes } from "@shared/api/social.routes";
import { staffRoutes } from "@shared/api/staff.routes";
import { termsRoutes } from "@shared/api/terms.routes";
import type { StaffRole } from "@shared/schema/enums";
import { ATTENTION_LABELS } from "@shared/schema/overview-forms";

/** A count shown beside the link, and how a screen reader says it ("3 بانتظار المراجعة"). */
export type NavAttention = { count: keyof AttentionCounts; label: string };

/**
 * `route`: the endpoint that makes the page worth opening (its list, or the change it is for); the
 * roles its route table admits see the page, so the sidebar and the server never disagree.
 */
export type NavItem = {
  href: string;
  label: string;
  icon: LucideIcon;
  route: Route;
  attention?: NavAttention;
  /** The roles the page is for, when fewer than the route admits (the same call on another page for the rest). */
  roles?: readonly StaffRole[];
};

// Paths are relative to /admin/dashboard.
export const NAV_ITEMS: NavItem[] = [
  { href: "/overview", label: "نظرة عامة", icon: LayoutDashboard, route: overviewRoutes.charts },
  { href: "/", label: "الأصناف", icon: UtensilsCrossed, route: menuRoutes.soldOut, roles: ["owner", "manager"] },
  { href: "/offers", label: "العروض والخصومات", icon: Tag, route: offersRoutes.adminList },
  {
    href: "/reviews",
    label: "التقييمات",
    icon: Star,
    route: reviewsRoutes.list,
    attention: { count: "pendingReviews", label: "بانتظار المراجعة" },
  },
  {
    href: "/reels",
    label: "ريلز العملاء",
    icon: Video,
    route: reelsRoutes.list,
    attention: { count: "pendingReels", label: "بانتظار المراجعة" },
  },
  { href: "/social", label: "روابط التواصل", icon: Share2, route: socialRoutes.create },
  { href: "/branches", label: "الفروع", icon: MapPin, route: branchesRoutes.adminList },
  {
    href: "/jobs",
    label: "إدارة التوظيف",
    icon: Briefcase,
    route: recruitmentRoutes.applications,
    attention: { count: "newApplications", label: ATTENTION_LABELS.newApplications },
  },
  { href: "/prizes", label: "الجوائز", icon: Gift, route: lotteryRoutes.prizes },
  {
    href: "/lottery",
    label: "مشاركات السحب",
    icon: Ticket,
    route: lotteryRoutes.lookupInvoice,
    attention: { count: "pendingDrawEntries", label: "بانتظار التسليم" },
  },
  // A cashier's part of the menu: "sold out today" at their branch (the kitchen tells the counter first).
  { href: "/sold-out", label: "نفد اليوم", icon: PackageX, route: menuRoutes.soldOut, roles: ["cashier"] },
  // After the draw: a cashier's dashboard still opens on the draw's counter.
  { href: "/orders", label: "الطلبات", icon: ClipboardList, route: orderBoardRoutes.list },
  { href: "/terms", label: "الشروط والأحكام", icon: FileText, route: termsRoutes.update },
  { href: "/settings", label: "إعدادات الموقع", icon: Settings, route: siteSettingsRoutes.update },
  { href: "/staff", label: "الحسابات", icon: Users, route: staffRoutes.accounts },
  { href: "/audit", label: "سجل العمليات", icon: History, route: auditRoutes.log },
  // Every role: one's own password and sessions.
  { href: "/account", label: "حسابي", icon: UserRound, route: staffRoutes.sessions },
];

/** The sidebar of one role. */
export const navItemsFor = (role: StaffRole) => NAV_ITEMS.filter((item) => admits(item, role));

const admits = (item: NavItem, role: StaffRole) =>
  roleAdmits(item.route.access, role) && (!item.roles || item.roles.includes(role));

/** The page a role lands on when the one asked for is not theirs (a cashier opening the dashboard gets the draw). */
export function pageFor(role: StaffRole, location: string): string | undefined {
  const current = NAV_ITEMS.find((item) =>
    item.href === "/" ? location === "/" || location === "" : location.startsWith(item.href),
  );
  if (!current || admits(current, role)) return undefined;
  return navItemsFor(role)[0]?.href;
}
