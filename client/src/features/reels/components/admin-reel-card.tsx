import { Check, ExternalLink, Play } from "lucide-react";
import type { ReelDto } from "@shared/api/reels.contract";
import { platformLabels } from "@shared/video";
import { DeleteRowButton } from "@/components/admin/row-action-buttons";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Switch } from "@/components/ui/switch";
import { useApiMutation } from "@/lib/api-mutation";
import { formatDate } from "@/lib/format";
import { reelsRoutes } from "@shared/api/reels.routes";
import { REEL_MESSAGES } from "@shared/schema/reels-forms";
import { canPlayVideo } from "@shared/video-embed";

export const truncateLink = (url: string, max = 50) => (url.length > max ? `${url.slice(0, max)}...` : url);

function StatusBadge({ reel }: { reel: ReelDto }) {
  if (!reel.approved) return <Badge variant="warning">في انتظار الموافقة</Badge>;
  return reel.isActive ? <Badge variant="success">معتمد ونشط</Badge> : <Badge variant="muted">معتمد وغير نشط</Badge>;
}

export function AdminReelCard({ reel, onPreview }: { reel: ReelDto; onPreview: () => void }) {
  const approve = useApiMutation(reelsRoutes, "approve", {
    success: "تم اعتماد الريل بنجاح",
    failure: "حدث خطأ أثناء اعتماد الريل",
  });
  const update = useApiMutation(reelsRoutes, "setActive", {
    success: "تم تحديث حالة الريل بنجاح",
    failure: "حدث خطأ أثناء تحديث حالة الريل",
  });
  const remove = useApiMutation(reelsRoutes, "remove", {
    success: "تم حذف الريل بنجاح",
    failure: "حدث خطأ أثناء حذف الريل",
  });
  const playable = canPlayVideo(reel.videoUrl);
  return (
    <article
      data-testid="admin-reel-card"
      aria-label={reel.customerName}
      // Unapproved reels stand out with a yellow border, so the ones waiting for a decision are found at a glance.
      className={cn(
        "flex h-full flex-col gap-3 rounded-2xl p-5 shadow-sm",
        reel.approved ? "border border-neutral-200 bg-white" : "border-2 border-yellow-400 bg-yellow-50",
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="truncate text-lg font-bold text-ink">{reel.customerName}</h3>
          <time dateTime={reel.createdAt} className="text-xs text-neutral-500">
            {formatDate(reel.createdAt)}
          </time>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <StatusBadge reel={reel} />
          <Badge variant="outline">{platformLabels[reel.videoPlatform ?? "upload"]}</Badge>
          {playable ? null : <Badge variant="danger">{REEL_MESSAGES.flagged}</Badge>}
        </div>
      </div>
      <a
        href={reel.videoUrl}
        target="_blank"
        rel="noopener noreferrer"
        title={reel.videoUrl}
        className="flex min-w-0 items-center gap-1.5 text-sm text-brand-700 underline-offset-2 hover:underline"
      >
        <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
        {/* One line, cut at the end rather than broken mid-word; the full link is in the title. */}
        <span dir="ltr" className="min-w-0 truncate">
          {truncateLink(reel.videoUrl)}
        </span>
      </a>
      <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-neutral-100 pt-3">
        <label className="flex items-center gap-2 text-sm text-neutral-700">
          <Switch
            checked={reel.isActive}
            disabled={update.isPending}
            aria-label={`نشر ريل ${reel.customerName}`}
            onCheckedChange={(isActive) => update.mutate({ params: { id: reel.id }, body: { isActive } })}
          />
          {reel.isActive ? "نشط" : "غير نشط"}
        </label>
        <div className="ms-auto flex items-center gap-1">
          <Button size="sm" variant="ghost" onClick={onPreview} aria-label={`معاينة فيديو ${reel.customerName}`}>
            <Play aria-hidden="true" />
            معاينة
          </Button>
          {!reel.approved && playable && (
            <Button
              size="sm"
              variant="secondary"
              disabled={approve.isPending}
              aria-label={`اعتماد ريل ${reel.customerName}`}
              onClick={() => approve.mutate({ params: { id: reel.id } })}
            >
              <Check aria-hidden="true" />
              اعتماد
            </Button>
          )}
          <ConfirmDialog
            trigger={<DeleteRowButton name={`ريل ${reel.customerName}`} />}
            title="حذف الريل"
            description="هل أنت متأكد من حذف هذا الريل؟ لا يمكن التراجع عن ذلك."
            pending={remove.isPending}
            onConfirm={() => remove.mutate({ params: { id: reel.id } })}
          />
        </div>
      </div>
    </article>
  );
}
