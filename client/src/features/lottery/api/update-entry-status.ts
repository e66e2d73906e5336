import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LotteryEntryView } from "@shared/schema/lottery-forms";
import type { LotteryStatus } from "@shared/schema/enums";
import { apiRequest } from "@/lib/api-client";
import { entriesQueryKey } from "./get-entries";

export const updateEntryStatus = ({ id, status }: { id: string; status: LotteryStatus }) =>
  apiRequest<LotteryEntryView>("PUT", `/api/lottery-entries/${id}/status`, { status });

export const useUpdateEntryStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEntryStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: entriesQueryKey }),
  });
};
