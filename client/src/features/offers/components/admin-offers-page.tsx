import { useState } from "react";
import { AdminPage } from "@/components/admin/admin-page";
import { Plus } from "lucide-react";
import type { OfferDto } from "@shared/api/offers.contract";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useQuery } from "@tanstack/react-query";
import { adminOffersQuery } from "../api/offers-queries";
import { OfferDialog } from "./offer-dialog";
import { OffersTable } from "./offers-table";

export function AdminOffersPage() {
  const offers = useQuery(adminOffersQuery());
  const [dialog, setDialog] = useState<{ open: boolean; offer: OfferDto | null }>({ open: false, offer: null });

  return (
    <AdminPage
      title="العروض والخصومات"
      description="العروض الظاهرة تدور في واجهة الموقع كل 3 ثوانٍ."
      actions={
        <Button onClick={() => setDialog({ open: true, offer: null })}>
          <Plus aria-hidden="true" />
          إضافة عرض
        </Button>
      }
    >
      {offers.isPending ? (
        <div className="space-y-2">
          {Array.from({ length: 3 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: loading placeholders have no identity of their own
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      ) : offers.isError ? (
        <p className="text-red-600">تعذر تحميل العروض</p>
      ) : offers.data.length === 0 ? (
        <p className="py-10 text-center text-neutral-500">لا توجد عروض بعد. أضف أول عرض.</p>
      ) : (
        <OffersTable offers={offers.data} onEdit={(offer) => setDialog({ open: true, offer })} />
      )}
      <OfferDialog open={dialog.open} offer={dialog.offer} onClose={() => setDialog({ open: false, offer: null })} />
    </AdminPage>
  );
}
