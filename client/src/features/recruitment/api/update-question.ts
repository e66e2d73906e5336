import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { QuestionInput, QuestionRow } from "@shared/schema/recruitment-forms";
import { apiRequest } from "@/lib/api-client";
import { applicationsQueryOptions } from "./get-applications";
import { questionsQueryOptions } from "./get-questions";

export const updateQuestion = ({ id, input }: { id: string; input: Partial<QuestionInput> }) =>
  apiRequest<QuestionRow>("PUT", `/api/application-questions/${id}`, input);

export const useUpdateQuestion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuestion,
    // Applications show these names, so their list is refreshed too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: questionsQueryOptions().queryKey }),
      ]),
  });
};
