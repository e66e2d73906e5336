import { useState } from "react";
import { AdminPage } from "@/components/admin/admin-page";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import { useQuery } from "@tanstack/react-query";
import { useMayCall } from "@/lib/staff-access";
import { reviewsRoutes } from "@shared/api/reviews.routes";
import { adminReviewsQuery } from "../api/reviews-queries";
import { AddReviewDialog } from "./add-review-dialog";
import { ReviewCards, ReviewsTable } from "./reviews-table";

export function AdminReviewsPage() {
  const reviews = useQuery(adminReviewsQuery());
  const [adding, setAdding] = useState(false);
  // A branch manager moderates what customers sent; adding a review by hand is the owner's.
  const mayAdd = useMayCall(reviewsRoutes.create);
  return (
    <AdminPage
      title="التقييمات"
      description="راجع آراء العملاء ووافق عليها قبل نشرها في الموقع."
      actions={
        mayAdd ? (
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            إضافة تقييم
          </Button>
        ) : null
      }
    >
      {reviews.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="جارٍ تحميل التقييمات..." />
        </div>
      ) : reviews.isError ? (
        <p className="py-10 text-center text-red-600">{errorMessage(reviews.error, "تعذر تحميل التقييمات")}</p>
      ) : reviews.data.length === 0 ? (
        <p className="py-10 text-center text-neutral-500">لا توجد تقييمات بعد</p>
      ) : (
        <>
          {/* A table from tablet width up; stacked cards on phones, where six columns cannot fit. */}
          <ReviewsTable rows={reviews.data} className="hidden md:block" />
          <ReviewCards rows={reviews.data} className="md:hidden" />
        </>
      )}
      {mayAdd ? <AddReviewDialog open={adding} onOpenChange={setAdding} /> : null}
    </AdminPage>
  );
}
