import { BackupCard } from "@/features/backup/components/backup-card";
import { OverviewPage } from "@/features/overview/components/overview-page";

/** The overview: what is waiting and the charts, then the backup download. */
export function OverviewRoute() {
  return (
    <OverviewPage>
      <BackupCard />
    </OverviewPage>
  );
}
