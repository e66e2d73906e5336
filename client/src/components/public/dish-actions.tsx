import { type ComponentType, createContext, useContext } from "react";
import type { MenuRowDto } from "@shared/api/menu.contract";

/** What a dish offers besides reading about it (ordering it), drawn in its row and in its sheet. */
export interface DishActionProps {
  dish: MenuRowDto;
  soldOut: boolean;
  where: "row" | "sheet";
}

// The page that composes the menu hands in the actions (the menu knows nothing of orders); none by default.
const DishActionsContext = createContext<ComponentType<DishActionProps> | null>(null);

export const DishActionsProvider = DishActionsContext.Provider;

export function DishActions(props: DishActionProps) {
  const Actions = useContext(DishActionsContext);
  return Actions ? <Actions {...props} /> : null;
}
