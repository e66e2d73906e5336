import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { applicationsQueryOptions } from "./get-applications";
import { questionsQueryOptions } from "./get-questions";

export const deleteQuestion = (id: string) => apiRequest<void>("DELETE", `/api/application-questions/${id}`);

export const useDeleteQuestion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuestion,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: questionsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: applicationsQueryOptions().queryKey }),
      ]),
  });
};
