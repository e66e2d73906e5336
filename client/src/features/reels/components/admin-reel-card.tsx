import { Check, ExternalLink, Play, Trash2 } from "lucide-react";
import type { ReelRow } from "@shared/schema/reels-forms";
import { platformLabels } from "@shared/video";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { formatDate } from "@/lib/format";
import { useApproveReel } from "../api/approve-reel";
import { useDeleteReel } from "../api/delete-reel";
import { useUpdateReelVisibility } from "../api/update-reel-visibility";

export const truncateLink = (url: string, max = 50) => (url.length > max ? `${url.slice(0, max)}...` : url);

function StatusBadge({ reel }: { reel: ReelRow }) {
  if (!reel.approved) return <Badge variant="warning">في انتظار الموافقة</Badge>;
  return reel.isActive ? <Badge variant="success">معتمد ونشط</Badge> : <Badge variant="muted">معتمد وغير نشط</Badge>;
}

const failed = (title: string) => () => toast({ title, variant: "destructive" });

export function AdminReelCard({ reel, onPreview }: { reel: ReelRow; onPreview: () => void }) {
  const approve = useApproveReel();
  const update = useUpdateReelVisibility();
  const remove = useDeleteReel();
  return (
    <Card
      data-testid="admin-reel-card"
      className={cn("h-full gap-3 p-5", !reel.approved && "border-2 border-yellow-400 bg-yellow-50/40")}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="truncate text-lg font-bold text-ink">{reel.customerName}</h3>
          <time dateTime={reel.createdAt} className="text-xs text-neutral-500">
            {formatDate(reel.createdAt, "ar-EG")}
          </time>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <StatusBadge reel={reel} />
          <Badge variant="outline">{platformLabels[reel.videoPlatform ?? "upload"]}</Badge>
        </div>
      </div>
      <a
        href={reel.videoUrl}
        target="_blank"
        rel="noopener noreferrer"
        dir="ltr"
        title={reel.videoUrl}
        className="flex items-center gap-1.5 break-all text-sm text-brand-700 underline-offset-2 hover:underline"
      >
        <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
        {truncateLink(reel.videoUrl)}
      </a>
      <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-neutral-100 pt-3">
        <label className="flex items-center gap-2 text-sm text-neutral-700">
          <Switch
            checked={reel.isActive}
            disabled={update.isPending}
            aria-label={`نشر ريل ${reel.customerName}`}
            onCheckedChange={(isActive) =>
              update.mutate(
                { id: reel.id, isActive },
                {
                  onSuccess: () => toast({ title: "تم تحديث حالة الريل بنجاح" }),
                  onError: failed("حدث خطأ أثناء تحديث حالة الريل"),
                },
              )
            }
          />
          نشط
        </label>
        <div className="ms-auto flex items-center gap-1">
          <Button size="sm" variant="ghost" onClick={onPreview} aria-label={`معاينة فيديو ${reel.customerName}`}>
            <Play aria-hidden="true" />
            معاينة
          </Button>
          {!reel.approved && (
            <Button
              size="sm"
              variant="secondary"
              disabled={approve.isPending}
              aria-label={`اعتماد ريل ${reel.customerName}`}
              onClick={() =>
                approve.mutate(reel.id, {
                  onSuccess: () => toast({ title: "تم اعتماد الريل بنجاح" }),
                  onError: failed("حدث خطأ أثناء اعتماد الريل"),
                })
              }
            >
              <Check aria-hidden="true" />
              اعتماد
            </Button>
          )}
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button size="icon" variant="ghost" className="text-red-600" aria-label={`حذف ريل ${reel.customerName}`}>
                <Trash2 aria-hidden="true" />
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>حذف الريل</AlertDialogTitle>
                <AlertDialogDescription>هل أنت متأكد من حذف هذا الريل؟ لا يمكن التراجع عن ذلك.</AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>إلغاء</AlertDialogCancel>
                <AlertDialogAction
                  onClick={() =>
                    remove.mutate(reel.id, {
                      onSuccess: () => toast({ title: "تم حذف الريل بنجاح" }),
                      onError: failed("حدث خطأ أثناء حذف الريل"),
                    })
                  }
                >
                  حذف
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </div>
      </div>
    </Card>
  );
}
