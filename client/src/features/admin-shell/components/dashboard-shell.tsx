import { type ReactNode, useEffect, useId } from "react";
import { PanelRight } from "lucide-react";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { useIsMobile } from "@/hooks/use-media-query";
import { formatNumber } from "@/lib/format";
import { useAttentionRefresh, useWaitingOrderCount } from "@/lib/attention-query";
import { BRAND } from "@shared/brand";
import type { StaffRole } from "@shared/schema/enums";
import { badgeFigure } from "./attention-badge";
import { pageFor } from "./nav-items";
import { SidebarNav } from "./sidebar-nav";
import { useSidebarState } from "./sidebar-state";

interface DashboardShellProps {
  /** Who is signed in, as the header names them: the full name, or the username of an account without one. */
  signedInAs?: string;
  role: StaffRole;
  onLogout: () => void;
  loggingOut: boolean;
  children: ReactNode;
}

/** Frames the dashboard pages with the collapsible side panel; the session is the app layer's (app/admin). */
export function DashboardShell({ signedInAs, role, onLogout, loggingOut, children }: DashboardShellProps) {
  const isMobile = useIsMobile();
  const sidebar = useSidebarState(isMobile);
  // The dashboard's attention counts follow the page the admin is on.
  const [location, navigate] = useLocation();
  useAttentionRefresh(location);
  // A page above the role's (a cashier opening the dashboard's first page) gives way to the role's first page.
  const redirect = pageFor(role, location);
  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  const collapsed = !sidebar.open;
  // On a phone the side panel, and the orders' count on it, is hidden behind the menu button: the button
  // carries the count so a cashier on another page still sees an order waiting.
  const waitingOrders = useWaitingOrderCount();
  const waitingNoteId = useId();
  const showWaiting = isMobile && waitingOrders > 0;
  return (
    <div className="flex min-h-dvh bg-neutral-50">
      {!isMobile && (
        <aside
          data-state={collapsed ? "collapsed" : "expanded"}
          className={cn(
            "sticky top-0 hidden h-dvh shrink-0 flex-col border-e border-neutral-200 bg-white transition-[width] duration-200 md:flex",
            collapsed ? "w-12" : "w-64",
          )}
        >
          <div
            className={cn(
              "flex h-14 items-center border-b border-neutral-200 px-3",
              collapsed && "justify-center px-0",
            )}
          >
            <span className={cn("truncate font-bold text-brand-800", collapsed && "sr-only")}>{BRAND.name}</span>
          </div>
          <SidebarNav role={role} collapsed={collapsed} onLogout={onLogout} loggingOut={loggingOut} />
        </aside>
      )}
      {isMobile && (
        <Sheet open={sidebar.mobileOpen} onOpenChange={sidebar.setMobileOpen}>
          <SheetContent side="start" className="w-72 p-0">
            <SheetTitle className="border-b border-neutral-200 px-4 py-4 font-bold text-brand-800">
              {BRAND.name}
            </SheetTitle>
            <SheetDescription className="sr-only">أقسام لوحة التحكم</SheetDescription>
            <SidebarNav
              role={role}
              onNavigate={() => sidebar.setMobileOpen(false)}
              onLogout={onLogout}
              loggingOut={loggingOut}
            />
          </SheetContent>
        </Sheet>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b border-neutral-200 bg-white/90 px-4 backdrop-blur">
          <Button
            variant="ghost"
            size="icon"
            onClick={sidebar.toggle}
            aria-label="إظهار أو إخفاء القائمة الجانبية"
            aria-expanded={isMobile ? sidebar.mobileOpen : sidebar.open}
            aria-describedby={showWaiting ? waitingNoteId : undefined}
            title="Ctrl + B"
            className="relative"
          >
            <PanelRight className="size-5" aria-hidden />
            {showWaiting ? (
              <span
                aria-hidden="true"
                className="absolute -top-0.5 -end-0.5 min-w-4 rounded-full bg-brand-700 px-1 text-center text-[10px] leading-4 font-bold text-white"
              >
                {badgeFigure(waitingOrders)}
              </span>
            ) : null}
          </Button>
          {showWaiting ? (
            <span id={waitingNoteId} className="sr-only">
              طلبات بانتظار القبول: {formatNumber(waitingOrders)}
            </span>
          ) : null}
          <p className="font-semibold text-neutral-800">لوحة التحكم</p>
          {signedInAs && <p className="ms-auto min-w-0 truncate text-sm text-neutral-500">{signedInAs}</p>}
        </header>
        <main className="min-w-0 flex-1 p-4 md:p-6">{children}</main>
      </div>
    </div>
  );
}
