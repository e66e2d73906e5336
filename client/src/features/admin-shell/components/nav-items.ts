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
import { ATTENTION_LABELS } from "@shared/schema/overview-forms";

/** A count shown beside the link, and how a screen reader says it ("3 بانتظار المراجعة"). */
export type NavAttention = { count: keyof AttentionCounts; label: string };

export type NavItem = { href: string; label: string; icon: LucideIcon; attention?: NavAttention };

// Paths are relative to /admin/dashboard.
export const NAV_ITEMS: NavItem[] = [
  { href: "/overview", label: "نظرة عامة", icon: LayoutDashboard },
  { href: "/", label: "الأصناف", icon: UtensilsCrossed },
  { href: "/offers", label: "العروض والخصومات", icon: Tag },
  {
    href: "/reviews",
    label: "التقييمات",
    icon: Star,
    attention: { count: "pendingReviews", label: "بانتظار المراجعة" },
  },
  {
    href: "/reels",
    label: "ريلز العملاء",
    icon: Video,
    attention: { count: "pendingReels", label: "بانتظار المراجعة" },
  },
  { href: "/social", label: "روابط التواصل", icon: Share2 },
  { href: "/branches", label: "الفروع", icon: MapPin },
  {
    href: "/jobs",
    label: "إدارة التوظيف",
    icon: Briefcase,
    attention: { count: "newApplications", label: ATTENTION_LABELS.newApplications },
  },
  { href: "/prizes", label: "الجوائز", icon: Gift },
  {
    href: "/lottery",
    label: "مشاركات السحب",
    icon: Ticket,
    attention: { count: "pendingDrawEntries", label: "بانتظار التسليم" },
  },
  { href: "/terms", label: "الشروط والأحكام", icon: FileText },
  { href: "/settings", label: "إعدادات الموقع", icon: Settings },
  { href: "/staff", label: "الحسابات والجلسات", icon: Users },
  { href: "/audit", label: "سجل العمليات", icon: History },
];
