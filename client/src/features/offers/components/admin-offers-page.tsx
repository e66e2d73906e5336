import { useState } from "react";
import { Plus } from "lucide-react";
import type { OfferDto } from "@shared/schema/offers-forms";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useAdminOffers } from "../api/get-admin-offers";
import { DeleteOfferDialog } from "./delete-offer-dialog";
import { OfferDialog } from "./offer-dialog";
import { OffersTable } from "./offers-table";

export function AdminOffersPage() {
  const offers = useAdminOffers();
  const [dialog, setDialog] = useState<{ open: boolean; offer: OfferDto | null }>({ open: false, offer: null });
  const [deleting, setDeleting] = useState<OfferDto | null>(null);

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-2xl font-bold">العروض والخصومات</h2>
          <p className="text-sm text-neutral-600">العروض الظاهرة تدور في واجهة الموقع كل 3 ثوانٍ.</p>
        </div>
        <Button onClick={() => setDialog({ open: true, offer: null })}>
          <Plus aria-hidden="true" />
          إضافة عرض
        </Button>
      </div>
      {offers.isPending ? (
        <div className="space-y-2">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      ) : offers.isError ? (
        <p className="text-red-600">تعذر تحميل العروض</p>
      ) : offers.data.length === 0 ? (
        <p className="py-10 text-center text-neutral-500">لا توجد عروض بعد. أضف أول عرض.</p>
      ) : (
        <OffersTable offers={offers.data} onEdit={(offer) => setDialog({ open: true, offer })} onDelete={setDeleting} />
      )}
      <OfferDialog open={dialog.open} offer={dialog.offer} onClose={() => setDialog({ open: false, offer: null })} />
      <DeleteOfferDialog offer={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
