import type { ReactNode } from "react";
import type { SiteSettingFlag } from "@shared/schema/enums";
import { AdminPage } from "@/components/admin/admin-page";
import type { SiteSettingsDto } from "@shared/api/site-settings.contract";
import { Card, CardContent } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { errorMessage } from "@/lib/api-client";
import { useApiMutation } from "@/lib/api-mutation";
import { useQuery } from "@tanstack/react-query";
import { siteSettingsQuery } from "../api/site-settings-queries";
import { siteSettingsRoutes } from "@shared/api/site-settings.routes";

const SETTINGS: { flag: SiteSettingFlag; label: string; hint: string }[] = [
  {
    flag: "showLotteryPopup",
    label: "نافذة السحب في الصفحة الرئيسية",
    hint: "تظهر للزوار بعد ثانيتين من فتح الصفحة الرئيسية",
  },
  { flag: "showMenuLink", label: "رابط القائمة", hint: "رابط قسم القائمة في أعلى الموقع" },
  { flag: "showJobsLink", label: "رابط الوظائف", hint: "رابط صفحة التوظيف في أعلى الموقع" },
  { flag: "showLotteryLink", label: "رابط اربح معنا", hint: "رابط صفحة السحب في أعلى الموقع" },
  { flag: "showReviewsLink", label: "روابط آراء العملاء", hint: "رابط قسم الآراء ورابط أضف رأيك في أعلى الموقع" },
  { flag: "showReelsLink", label: "رابط شارك فيديو", hint: "رابط إرسال فيديوهات العملاء في أعلى الموقع" },
  {
    flag: "orderAhead",
    label: "الطلب المسبق",
    hint: "أزرار أضف للطلب والسلة وصفحة الطلب، ما دام فرع واحد على الأقل يستقبل الطلبات",
  },
];

/** The site's switches; `children` (the page that composes it adds other settings cards) follow them. */
export function AdminSettingsPage({ children }: { children?: ReactNode }) {
  const settings = useQuery(siteSettingsQuery());
  return (
    <AdminPage
      title="إعدادات الموقع"
      description="تحكم في نافذة السحب وفي الروابط الظاهرة في شريط التنقل العلوي. يُحفظ كل تغيير فوراً."
    >
      <Card className="max-w-2xl">
        <CardContent className="divide-y divide-neutral-200 py-2">
          {SETTINGS.map((setting) =>
            settings.data ? (
              <SettingRow key={setting.flag} {...setting} settings={settings.data} />
            ) : (
              <Skeleton key={setting.flag} className="my-4 h-8 w-full" />
            ),
          )}
        </CardContent>
      </Card>
      {settings.isError && (
        <p role="alert" className="text-red-600">
          {errorMessage(settings.error, "تعذر تحميل الإعدادات")}
        </p>
      )}
      {children}
    </AdminPage>
  );
}

/** One switch, one PUT with just its flag; each row has its own pending state. */
function SettingRow({ flag, label, hint, settings }: (typeof SETTINGS)[number] & { settings: SiteSettingsDto }) {
  const update = useApiMutation(siteSettingsRoutes, "update", {
    success: "تم تحديث الإعدادات بنجاح",
    failure: "خطأ",
    fallback: "فشل تحديث الإعدادات",
  });
  const id = `setting-${flag}`;
  const checked = update.isPending ? update.variables.body[flag] === true : settings[flag];
  return (
    <div className="flex items-center justify-between gap-4 py-4">
      <div className="flex flex-col gap-1">
        <Label htmlFor={id} className="text-base">
          {label}
        </Label>
        <p id={`${id}-hint`} className="text-sm text-neutral-500">
          {hint}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        disabled={update.isPending}
        aria-describedby={`${id}-hint`}
        onCheckedChange={(value) => update.mutate({ body: { [flag]: value } })}
      />
    </div>
  );
}
