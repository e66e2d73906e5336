import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LotteryWin } from "@shared/schema/lottery-forms";
import { ApiError, apiRequest } from "@/lib/api-client";
import { drawAvailabilityQueryOptions } from "./get-draw-availability";

export type EnterDrawBody = { invoiceNumber: string; phoneNumber: string; website?: string };

export const enterDraw = (body: EnterDrawBody) => apiRequest<LotteryWin>("POST", "/api/lottery", body);

export const useEnterDraw = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enterDraw,
    // A 409 may mean the last prize was just switched off: ask again, so the page can say the draw is closed.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        queryClient.invalidateQueries({ queryKey: drawAvailabilityQueryOptions().queryKey });
      }
    },
  });
};
