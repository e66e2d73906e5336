import { ArrowDown, ArrowUp } from "lucide-react";
import { Button } from "@/components/ui/button";

export type MoveButtonsProps = {
  /** The row's name, so each button says what it moves ("نقل <name> للأعلى"). */
  name: string;
  first: boolean;
  last: boolean;
  pending: boolean;
  onMove: (direction: "up" | "down") => void;
};

/** The move up/down pair of an ordered admin list; the ends are disabled. */
export function MoveButtons({ name, first, last, pending, onMove }: MoveButtonsProps) {
  return (
    <div className="flex gap-1">
      <Button
        variant="outline"
        size="icon"
        aria-label={`نقل ${name} للأعلى`}
        disabled={first || pending}
        onClick={() => onMove("up")}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        variant="outline"
        size="icon"
        aria-label={`نقل ${name} للأسفل`}
        disabled={last || pending}
        onClick={() => onMove("down")}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
    </div>
  );
}
