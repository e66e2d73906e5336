import { Link, useLocation } from "wouter";
import { LogOut } from "lucide-react";
import { cn } from "@/components/ui/cn";
import { useAttention, useWaitingOrderCount } from "@/lib/attention-query";
import { roleAdmits } from "@shared/api/access";
import { overviewRoutes } from "@shared/api/overview.routes";
import { AttentionBadge } from "./attention-badge";
import type { StaffRole } from "@shared/schema/enums";
import { navItemsFor } from "./nav-items";

type Props = {
  role: StaffRole;
  collapsed?: boolean;
  onNavigate?: () => void;
  onLogout: () => void;
  loggingOut: boolean;
};

/** The pages the signed-in role may open, and nothing else. */
export function SidebarNav({ role, collapsed = false, onNavigate, onLogout, loggingOut }: Props) {
  const [location] = useLocation();
  // Read only by the roles the counts' endpoint admits (not a cashier).
  const attention = useAttention(roleAdmits(overviewRoutes.attention.access, role)).data;
  const waitingOrders = useWaitingOrderCount();
  return (
    // The list scrolls on a short screen; signing out stays at the bottom, always in reach.
    <nav aria-label="أقسام لوحة التحكم" className="flex h-full min-h-0 flex-1 flex-col gap-1 p-2">
      <ul className="flex min-h-0 flex-1 flex-col gap-1 overflow-y-auto">
        {navItemsFor(role).map(({ href, label, icon: Icon, attention: badge }) => {
          const active = href === "/" ? location === "/" || location === "" : location.startsWith(href);
          return (
            <li key={href}>
              <Link
                href={href}
                onClick={onNavigate}
                aria-current={active ? "page" : undefined}
                title={collapsed ? label : undefined}
                className={cn(
                  "relative flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-semibold transition-colors",
                  active ? "bg-brand-700 text-white" : "text-neutral-700 hover:bg-brand-50 hover:text-brand-800",
                  collapsed && "justify-center px-0",
                )}
              >
                <Icon className="size-5 shrink-0" aria-hidden />
                <span className={cn(collapsed && "sr-only")}>{label}</span>
                {href === "/orders" ? (
                  <AttentionBadge count={waitingOrders} label="بانتظار القبول" collapsed={collapsed} active={active} />
                ) : null}
                {badge && attention && (
                  <AttentionBadge
                    count={attention[badge.count]}
                    label={badge.label}
                    collapsed={collapsed}
                    active={active}
                  />
                )}
              </Link>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={onLogout}
        disabled={loggingOut}
        title={collapsed ? "تسجيل الخروج" : undefined}
        className={cn(
          "flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60",
          collapsed && "justify-center px-0",
        )}
      >
        <LogOut className="size-5 shrink-0" aria-hidden />
        <span className={cn(collapsed && "sr-only")}>تسجيل الخروج</span>
      </button>
    </nav>
  );
}
