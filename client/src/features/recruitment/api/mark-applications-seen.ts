import { useEffect } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "@/lib/api-client";
import { attentionQueryOptions } from "@/lib/attention-query";
import { overviewRoutes } from "@shared/api/overview.routes";

const markApplicationsSeen = () => call(overviewRoutes, "applicationsSeen");

/** Opening the applications list counts as having looked: the sidebar's "new" count starts again from zero. */
export function useMarkApplicationsSeen() {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: markApplicationsSeen,
    // The answer is the new counts; nothing to read again.
    meta: { refreshesAttention: false },
    // A read of the counts already on its way may have been counted before this mark: it must not
    // land after this answer and bring the old number back to the sidebar.
    onMutate: () => queryClient.cancelQueries({ queryKey: attentionQueryOptions().queryKey }),
    onSuccess: (counts) => queryClient.setQueryData(attentionQueryOptions().queryKey, counts),
  });
  useEffect(() => mutate(), [mutate]);
}
