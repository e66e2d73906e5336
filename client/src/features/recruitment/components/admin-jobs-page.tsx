import type { ReactNode } from "react";
import type { Route } from "@shared/api/endpoint";
import { recruitmentRoutes } from "@shared/api/recruitment.routes";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AdminPage } from "@/components/admin/admin-page";
import { useAdmits } from "@/lib/staff-access";
import { ApplicationsTab } from "./admin/applications-tab";
import { AreasTab } from "./admin/areas-tab";
import { GovernoratesTab } from "./admin/governorates-tab";
import { PositionsTab } from "./admin/positions-tab";
import { QuestionsTab } from "./admin/questions-tab";

type Tab = { value: string; label: string; route: Route; content: ReactNode };

// Each tab with the endpoint that makes it worth opening: the catalogs are there to be edited (the
// owner's), the applications to be worked through (a branch manager's too).
const TABS: Tab[] = [
  {
    value: "governorates",
    label: "المحافظات",
    route: recruitmentRoutes.createGovernorate,
    content: <GovernoratesTab />,
  },
  { value: "areas", label: "المناطق", route: recruitmentRoutes.createArea, content: <AreasTab /> },
  { value: "positions", label: "الوظائف", route: recruitmentRoutes.createPosition, content: <PositionsTab /> },
  { value: "questions", label: "الأسئلة", route: recruitmentRoutes.createQuestion, content: <QuestionsTab /> },
  { value: "applications", label: "الطلبات", route: recruitmentRoutes.applications, content: <ApplicationsTab /> },
];

/** /admin/dashboard/jobs: the tabs of the signed-in role, governorates first (a branch manager has the applications). */
export function AdminJobsPage() {
  const admits = useAdmits();
  const tabs = TABS.filter((tab) => admits(tab.route));
  const catalogs = tabs.length > 1;
  return (
    <AdminPage
      title="إدارة التوظيف"
      description={
        catalogs
          ? "المحافظات والمناطق والوظائف وأسئلة نموذج التوظيف، والطلبات المقدمة."
          : "طلبات التوظيف في المناطق التي توظّف لها فروعك."
      }
    >
      <Tabs defaultValue={tabs[0]?.value}>
        {/* Wraps on phones so all five tabs stay in view. */}
        <TabsList className="flex-wrap">
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            {tab.content}
          </TabsContent>
        ))}
      </Tabs>
    </AdminPage>
  );
}
