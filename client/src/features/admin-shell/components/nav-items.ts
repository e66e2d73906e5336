import { Briefcase, FileText, Gift, Settings, Share2, Star, Tag, Ticket, UtensilsCrossed, Video, type LucideIcon } from "lucide-react";

export type NavItem = { href: string; label: string; icon: LucideIcon };

// Paths are relative to /admin/dashboard.
export const NAV_ITEMS: NavItem[] = [
  { href: "/", label: "الأصناف", icon: UtensilsCrossed },
  { href: "/offers", label: "العروض والخصومات", icon: Tag },
  { href: "/reviews", label: "التقييمات", icon: Star },
  { href: "/reels", label: "ريلز العملاء", icon: Video },
  { href: "/social", label: "روابط التواصل", icon: Share2 },
  { href: "/jobs", label: "إدارة التوظيف", icon: Briefcase },
  { href: "/prizes", label: "الجوائز", icon: Gift },
  { href: "/lottery", label: "مشاركات السحب", icon: Ticket },
  { href: "/terms", label: "الشروط والأحكام", icon: FileText },
  { href: "/settings", label: "إعدادات الموقع", icon: Settings },
];
