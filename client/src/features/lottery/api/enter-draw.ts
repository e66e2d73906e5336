import { useMutation } from "@tanstack/react-query";
import type { LotteryWin } from "@shared/schema/lottery-forms";
import { apiRequest } from "@/lib/api-client";

export type EnterDrawBody = { invoiceNumber: string; phoneNumber: string; website?: string };

export const enterDraw = (body: EnterDrawBody) => apiRequest<LotteryWin>("POST", "/api/lottery", body);

export const useEnterDraw = () => useMutation({ mutationFn: enterDraw });
