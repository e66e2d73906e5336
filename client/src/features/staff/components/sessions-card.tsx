import { Monitor } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import { useApiMutation } from "@/lib/api-mutation";
import { formatDateTime } from "@/lib/format";
import { useSessions } from "../api/staff-queries";
import { staffRoutes } from "@shared/api/staff.routes";

/** The signed-in admin's own sessions; ending one signs that device out at its next request. */
export function SessionsCard() {
  const sessions = useSessions();
  const end = useApiMutation(staffRoutes, "endSession", { success: "تم إنهاء الجلسة", failure: "تعذر إنهاء الجلسة" });
  return (
    <Card>
      <CardHeader>
        <CardTitle>جلساتك النشطة</CardTitle>
      </CardHeader>
      <CardContent>
        {sessions.isPending ? (
          <Spinner label="جارٍ تحميل الجلسات..." />
        ) : sessions.isError ? (
          <p className="text-red-600">{errorMessage(sessions.error, "تعذر تحميل الجلسات")}</p>
        ) : (
          <ul className="divide-y divide-neutral-200">
            {sessions.data.map((session) => (
              <li key={session.id} className="flex flex-wrap items-center gap-3 py-3">
                <Monitor aria-hidden="true" className="size-5 text-neutral-500" />
                <div className="min-w-0 flex-1 space-y-0.5">
                  <p className="font-semibold">
                    {session.device} {session.current ? <Badge variant="success">هذا الجهاز</Badge> : null}
                  </p>
                  <p className="text-sm text-neutral-600">
                    <span dir="ltr">{session.ip ?? "—"}</span> · آخر نشاط {formatDateTime(session.lastActivityAt)}
                  </p>
                </div>
                {session.current ? null : (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={end.isPending}
                    aria-label={`إنهاء جلسة ${session.device}`}
                    onClick={() => end.mutate({ params: { id: session.id } })}
                  >
                    إنهاء الجلسة
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
