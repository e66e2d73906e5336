import { lazy, Suspense } from "react";
import { useOrderingOpen } from "../api/orders-queries";
import { useCart } from "./cart-store";

// The bar, its sheet and Radix Dialog load when the cart first holds a dish, not with the page.
const CartBar = lazy(() => import("./cart-bar").then((m) => ({ default: m.CartBar })));

/** The cart's bar, once it holds a dish and a branch takes orders. */
export function CartCorner() {
  const cart = useCart();
  const open = useOrderingOpen();
  if (cart.length === 0 || !open) return null;
  return (
    <Suspense fallback={null}>
      <CartBar />
    </Suspense>
  );
}
