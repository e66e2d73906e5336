import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { QuestionInput, QuestionRow } from "@shared/schema/recruitment-forms";
import { apiRequest } from "@/lib/api-client";
import { questionsQueryOptions } from "./get-questions";

export const createQuestion = (input: QuestionInput) =>
  apiRequest<QuestionRow>("POST", "/api/application-questions", input);

export const useCreateQuestion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionsQueryOptions().queryKey }),
  });
};
