import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ApplicationsTab } from "./admin/applications-tab";
import { AreasTab } from "./admin/areas-tab";
import { GovernoratesTab } from "./admin/governorates-tab";
import { PositionsTab } from "./admin/positions-tab";
import { QuestionsTab } from "./admin/questions-tab";

/** /admin/dashboard/jobs: five tabs, governorates first (SPEC.md 2.7, 9). */
export function AdminJobsPage() {
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <header className="space-y-1">
        <h2 className="text-2xl font-bold">إدارة التوظيف</h2>
        <p className="text-neutral-600">المحافظات والمناطق والوظائف وأسئلة نموذج التوظيف، والطلبات المقدمة.</p>
      </header>
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
    </div>
  );
}
