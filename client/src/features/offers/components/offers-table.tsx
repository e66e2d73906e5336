import { Eye, EyeOff, ImageOff, Pencil, Trash2 } from "lucide-react";
import type { OfferDto } from "@shared/schema/offers-forms";
import { thumbnailUrl } from "@shared/schema/menu-images";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import { discountPercent, formatPrice } from "@/lib/format";
import { useUpdateOffer } from "../api/update-offer";

export type OffersTableProps = {
  offers: OfferDto[];
  onEdit: (offer: OfferDto) => void;
  onDelete: (offer: OfferDto) => void;
};

export function OffersTable({ offers, onEdit, onDelete }: OffersTableProps) {
  const update = useUpdateOffer();
  const toggleActive = (offer: OfferDto) =>
    update.mutate(
      { id: offer.id, changes: { isActive: !offer.isActive } },
      { onSuccess: (saved) => toast({ title: saved.isActive ? "تم إظهار العرض" : "تم إخفاء العرض" }) },
    );

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
          <TableHead>الإجراءات</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {offers.map((offer) => {
          const percent = discountPercent(offer.originalPrice, offer.discountedPrice);
          return (
            <TableRow key={offer.id}>
              <TableCell>
                {offer.imageUrl ? (
                  <img src={thumbnailUrl(offer.imageUrl)} alt="" loading="lazy" className="size-12 rounded-lg object-cover" />
                ) : (
                  <span className="flex size-12 items-center justify-center rounded-lg bg-neutral-100 text-neutral-400">
                    <ImageOff className="size-5" aria-label="بدون صورة" />
                  </span>
                )}
              </TableCell>
              <TableCell className="min-w-36 font-semibold">{offer.title}</TableCell>
              <TableCell className="whitespace-nowrap">{formatPrice(offer.originalPrice)}</TableCell>
              <TableCell className="whitespace-nowrap">{formatPrice(offer.discountedPrice)}</TableCell>
              <TableCell>{percent !== null ? <Badge variant="danger">{percent}%</Badge> : "—"}</TableCell>
              <TableCell>
                <Badge variant={offer.isActive ? "success" : "muted"}>{offer.isActive ? "ظاهر" : "مخفي"}</Badge>
              </TableCell>
              <TableCell>
                <div className="flex items-center gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={offer.isActive ? `إخفاء ${offer.title}` : `إظهار ${offer.title}`}
                    onClick={() => toggleActive(offer)}
                  >
                    {offer.isActive ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                  </Button>
                  <Button variant="ghost" size="icon" aria-label={`تعديل ${offer.title}`} onClick={() => onEdit(offer)}>
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button variant="ghost" size="icon" aria-label={`حذف ${offer.title}`} onClick={() => onDelete(offer)} className="text-red-600 hover:bg-red-50 hover:text-red-700">
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
