import type { AdminOfferDto } from "@shared/api/offers.contract";
import { EditRowButton, VisibilityRowButton } from "@/components/admin/row-action-buttons";
import { RowThumbnail } from "@/components/admin/row-thumbnail";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { discountPercent, formatPrice } from "@/lib/format";
import { useApiMutation } from "@/lib/api-mutation";
import { offersRoutes } from "@shared/api/offers.routes";
import { DeleteOfferButton } from "./delete-offer-button";
import { OfferScheduleCell } from "./offer-schedule-cell";

export type OffersTableProps = {
  offers: AdminOfferDto[];
  onEdit: (offer: AdminOfferDto) => void;
};

export function OffersTable({ offers, onEdit }: OffersTableProps) {
  const update = useApiMutation(offersRoutes, "update", {
    success: (saved) => (saved.isActive ? "تم إظهار العرض" : "تم إخفاء العرض"),
    failure: "❌ خطأ في تحديث العرض",
    fallback: "فشل في تحديث العرض",
  });
  const toggleActive = (offer: AdminOfferDto) =>
    update.mutate({ params: { id: offer.id }, body: { isActive: !offer.isActive } });

  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>الصورة</TableHead>
          <TableHead>العنوان</TableHead>
          <TableHead>السعر الأصلي</TableHead>
          <TableHead>السعر بعد الخصم</TableHead>
          <TableHead>نسبة الخصم</TableHead>
          <TableHead>الحالة</TableHead>
          <TableHead>الجدولة</TableHead>
          <TableHead>الإجراءات</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {offers.map((offer) => {
          const percent = discountPercent(offer.originalPrice, offer.discountedPrice);
          return (
            <TableRow key={offer.id}>
              <TableCell>
                <RowThumbnail src={offer.imageUrl} />
              </TableCell>
              <TableCell className="min-w-36 font-semibold wrap-anywhere">{offer.title}</TableCell>
              <TableCell className="whitespace-nowrap">{formatPrice(offer.originalPrice)}</TableCell>
              <TableCell className="whitespace-nowrap">{formatPrice(offer.discountedPrice)}</TableCell>
              <TableCell>{percent !== null ? <Badge variant="danger">{percent}%</Badge> : "—"}</TableCell>
              <TableCell>
                <Badge variant={offer.isActive ? "success" : "muted"}>{offer.isActive ? "ظاهر" : "مخفي"}</Badge>
              </TableCell>
              <TableCell>
                <OfferScheduleCell offer={offer} />
              </TableCell>
              <TableCell>
                <div className="flex items-center gap-1">
                  <VisibilityRowButton
                    name={offer.title}
                    visible={offer.isActive}
                    onClick={() => toggleActive(offer)}
                  />
                  <EditRowButton name={offer.title} onClick={() => onEdit(offer)} />
                  <DeleteOfferButton offer={offer} />
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
