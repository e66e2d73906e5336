import { useSession } from "@/features/auth/api/get-session";
import { AdminEntriesPage } from "@/features/lottery/components/admin-entries-page";

/** The draw's page with who is signed in: the counter hands prizes over at their branches. */
export function LotteryRoute() {
  const session = useSession();
  return <AdminEntriesPage staff={{ role: session.data?.role ?? "cashier", branches: session.data?.branches ?? [] }} />;
}
