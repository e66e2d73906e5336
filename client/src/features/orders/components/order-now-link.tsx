import { Link } from "wouter";
import { useOrderingOpen } from "../api/orders-queries";

/** «اطلب الآن» in the header, only while a branch takes orders (and «الطلب المسبق» is on). */
export function OrderNowLink() {
  const open = useOrderingOpen();
  if (!open) return null;
  return (
    <Link href="/order" className="btn btn-secondary btn-sm">
      اطلب الآن
    </Link>
  );
}
