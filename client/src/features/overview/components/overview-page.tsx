import type { ReactNode } from "react";
import type { ChartBucket } from "@shared/api/overview.contract";
import { OVERVIEW_DAYS } from "@shared/schema/overview-forms";
import { AdminPage } from "@/components/admin/admin-page";
import { Spinner } from "@/components/ui/spinner";
import { useAttention } from "@/lib/attention-query";
import { LOCALE } from "@/lib/format";
import { useOverview } from "../api/overview-queries";
import { AttentionCards } from "./attention-cards";
import { BarChart } from "./bar-chart";
import { StageCounts } from "./stage-counts";
import { WaitingOrders } from "./waiting-orders";
import { countOf } from "@/lib/arabic-count";

const DAYS = { zero: "0 يوم", one: "يوم واحد", two: "يومين", few: "{n} أيام", many: "{n} يوماً", other: "{n} يوم" };

// Bucket keys are Amman calendar dates: shown as dates, with no time zone shift.
const dayFormat = new Intl.DateTimeFormat(LOCALE, { day: "numeric", month: "long", timeZone: "UTC" });
const dayLabel = (key: string) => dayFormat.format(new Date(`${key}T00:00:00Z`));
const STARS = {
  zero: "0 نجوم",
  one: "نجمة واحدة",
  two: "نجمتان",
  few: "{n} نجوم",
  many: "{n} نجمة",
  other: "{n} نجمة",
};
const starsLabel = (key: string) => countOf(Number(key), STARS);

const bars = (buckets: ChartBucket[], label: (key: string) => string) =>
  buckets.map((b) => ({ label: label(b.key), count: b.count }));

/**
 * /admin/dashboard/overview: what is waiting, and the last 90 days at a glance; `children` (the page that
 * composes it adds the backup download) follow the charts.
 */
export function OverviewPage({ children }: { children?: ReactNode }) {
  const attention = useAttention();
  const overview = useOverview();
  const charts = overview.data;
  return (
    <AdminPage
      title="نظرة عامة"
      description={`ما ينتظر المتابعة، ونشاط آخر ${countOf(OVERVIEW_DAYS, DAYS)} بتوقيت عمّان.`}
    >
      <AttentionCards counts={attention.data} />
      <WaitingOrders />
      {overview.isError && (
        <p role="alert" className="text-red-700">
          تعذر تحميل الرسوم البيانية
        </p>
      )}
      {!charts && !overview.isError && (
        <div className="flex justify-center py-12">
          <Spinner />
        </div>
      )}
      {charts && <StageCounts buckets={charts.applicationsPerStage} />}
      {charts && (
        // grid-cols-1 (minmax(0, 1fr)) lets a wide chart shrink to a phone's width instead of widening the page.
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <BarChart
            title="طلبات التوظيف في كل أسبوع"
            keyHeader="الأسبوع الذي يبدأ"
            bars={bars(charts.applicationsPerWeek, dayLabel)}
          />
          <BarChart
            title="التقييمات حسب عدد النجوم"
            keyHeader="التقييم"
            bars={bars(charts.reviewsPerRating, starsLabel)}
          />
          <div className="lg:col-span-2">
            <BarChart
              title="مشاركات السحب في كل يوم"
              keyHeader="اليوم"
              bars={bars(charts.drawEntriesPerDay, dayLabel)}
            />
          </div>
        </div>
      )}
      {children}
    </AdminPage>
  );
}
