import type * as React from "react";
import { useEffect, useRef } from "react";
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

type Direction = "up" | "down";

/**
 * The move up/down pair of an ordered admin list; the ends are disabled. A keyboard user moving a
 * row keeps focus on the arrow they pressed as the row travels (the row's DOM node is moved, which
 * drops focus). A disabled button loses focus, so the arrows are marked disabled (aria-disabled,
 * dimmed) and refuse presses instead: at an end, and while a move is saving.
 */
export function MoveButtons({ name, first, last, pending, onMove }: MoveButtonsProps) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  // The arrow pressed last, while focus belongs here; cleared once the person moves focus elsewhere.
  const pressed = useRef<Direction | null>(null);

  useEffect(() => {
    const direction = pressed.current;
    const active = document.activeElement;
    if (!direction || (active && active !== document.body)) return;
    (direction === "up" ? up.current : down.current)?.focus({ preventScroll: true });
  });

  const arrow = (direction: Direction, end: boolean) => ({
    variant: "outline" as const,
    size: "icon" as const,
    "aria-disabled": end || pending || undefined,
    onClick: () => {
      if (end || pending) return;
      pressed.current = direction;
      onMove(direction);
    },
    // Focus moving to another control (not lost to <body>) ends the keeping.
    onBlur: (event: React.FocusEvent) => {
      const to = event.relatedTarget;
      if (to && to !== up.current && to !== down.current) pressed.current = null;
    },
  });
  return (
    <div className="flex gap-1">
      <Button ref={up} aria-label={`نقل ${name} للأعلى`} {...arrow("up", first)}>
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button ref={down} aria-label={`نقل ${name} للأسفل`} {...arrow("down", last)}>
        <ArrowDown aria-hidden="true" />
      </Button>
    </div>
  );
}
