import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AdminPage } from "@/components/admin/admin-page";
import { ApplicationsTab } from "./admin/applications-tab";
import { AreasTab } from "./admin/areas-tab";
import { GovernoratesTab } from "./admin/governorates-tab";
import { PositionsTab } from "./admin/positions-tab";
import { QuestionsTab } from "./admin/questions-tab";

/** /admin/dashboard/jobs: five tabs, governorates first. */
export function AdminJobsPage() {
  return (
    <AdminPage title="إدارة التوظيف" description="المحافظات والمناطق والوظائف وأسئلة نموذج التوظيف، والطلبات المقدمة.">
      <Tabs defaultValue="governorates">
        {/* Wraps on phones so all five tabs stay in view. */}
        <TabsList className="flex-wrap">
          <TabsTrigger value="governorates">المحافظات</TabsTrigger>
          <TabsTrigger value="areas">المناطق</TabsTrigger>
          <TabsTrigger value="positions">الوظائف</TabsTrigger>
          <TabsTrigger value="questions">الأسئلة</TabsTrigger>
          <TabsTrigger value="applications">الطلبات</TabsTrigger>
        </TabsList>
        <TabsContent value="governorates">
          <GovernoratesTab />
        </TabsContent>
        <TabsContent value="areas">
          <AreasTab />
        </TabsContent>
        <TabsContent value="positions">
          <PositionsTab />
        </TabsContent>
        <TabsContent value="questions">
          <QuestionsTab />
        </TabsContent>
        <TabsContent value="applications">
          <ApplicationsTab />
        </TabsContent>
      </Tabs>
    </AdminPage>
  );
}
