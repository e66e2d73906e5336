import { RetentionCard } from "@/features/privacy/components/retention-card";
import { AdminSettingsPage } from "@/features/site-settings/components/admin-settings-page";

/** The settings page: the site's switches, then how long personal data is kept. */
export function SettingsRoute() {
  return (
    <AdminSettingsPage>
      <RetentionCard />
    </AdminSettingsPage>
  );
}
