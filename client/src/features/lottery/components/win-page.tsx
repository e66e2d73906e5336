import { useState } from "react";
import { CalendarClock, PartyPopper } from "lucide-react";
import type { DrawAvailabilityDto, LotteryWinDto } from "@shared/api/lottery.contract";
import { collectedAtText, drawClosedMessage, invoiceRuleText } from "@shared/schema/draw-rules";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { deferredForm } from "@/components/public/deferred-form";
import { Spinner } from "@/components/ui/spinner";
import { formatDateTime } from "@/lib/format";
import { useDrawAvailability } from "../api/lottery-queries";

const WinForm = deferredForm(() => import("./win-form").then((m) => m.WinForm));

/** Invoice and phone, then the prize won and the keep-your-invoice instruction. */
export function WinPage() {
  const [win, setWin] = useState<LotteryWinDto | null>(null);
  const availability = useDrawAvailability();
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
      {win ? (
        <WinResult win={win} onAgain={() => setWin(null)} />
      ) : availability.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="جارٍ التحقق من السحب..." />
        </div>
      ) : availability.data?.open === false ? (
        <DrawClosed availability={availability.data} />
      ) : (
        // A failed check still offers the form: the server has the last word.
        <WinForm
          onWin={setWin}
          invoiceHint={availability.data ? invoiceRuleText(availability.data.invoiceRule) : null}
        />
      )}
    </div>
  );
}

/** No prize left, or outside the draw period: say so (and when the next period starts) before anyone types. */
function DrawClosed({ availability }: { availability: DrawAvailabilityDto }) {
  const reason = availability.closedReason ?? "no-prizes";
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 pt-8 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-neutral-100 text-neutral-600">
          <CalendarClock className="size-8" aria-hidden />
        </span>
        <h1 className="text-2xl font-bold sm:text-3xl">اربح معنا</h1>
        <p role="status" className="text-lg font-semibold text-ink">
          {drawClosedMessage(reason, availability.opensOn)}
        </p>
        {reason === "not-started" && availability.opensOn ? null : (
          <p className="text-neutral-600">السحب متوقف مؤقتاً. تابعنا لتعرف موعد السحب القادم.</p>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The prize won, or, for an invoice this phone entered before, that entry's result and its date:
 * nothing new was drawn. Either way, where to collect it and to keep the invoice.
 */
function WinResult({ win, onAgain }: { win: LotteryWinDto; onAgain: () => void }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 pt-8 text-center">
        <span className="flex size-20 items-center justify-center rounded-full bg-green-100 text-green-700">
          <PartyPopper className="size-10" aria-hidden />
        </span>
        <h1 className="text-2xl font-bold sm:text-3xl">
          {win.earlier ? "شاركت بهذه الفاتورة من قبل" : "مبروك! لقد ربحت"}
        </h1>
        {win.earlier ? (
          <p className="text-neutral-700">
            ربحت بها في <span className="font-semibold">{formatDateTime(win.submittedAt)}</span>
          </p>
        ) : null}
        <p className="rounded-xl bg-brand-50 px-6 py-3 text-2xl font-bold text-brand-800" data-testid="prize-name">
          {win.prize.name}
        </p>
        {win.earlier && win.status === "claimed" ? (
          <p className="font-semibold text-green-800">استُلمت هذه الجائزة في الفرع.</p>
        ) : (
          <>
            <p className="text-neutral-700">
              احتفظ بالفاتورة الأصلية رقم{" "}
              <span dir="ltr" className="font-semibold break-all">
                {win.invoiceNumber}
              </span>{" "}
              وأبرزها في الفرع لاستلام جائزتك.
            </p>
            <p className="text-neutral-700">
              فروع الاستلام: <span className="font-semibold">{collectedAtText(win.prize.branches)}</span>
            </p>
          </>
        )}
        <Button size="lg" variant="outline" className="mt-2 w-full sm:w-auto" onClick={onAgain}>
          مشاركة جديدة
        </Button>
      </CardContent>
    </Card>
  );
}
