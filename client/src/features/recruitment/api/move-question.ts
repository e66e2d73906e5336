import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MoveDirection, QuestionRow } from "@shared/schema/recruitment-forms";
import { apiRequest } from "@/lib/api-client";
import { questionsQueryOptions } from "./get-questions";

export const moveQuestion = ({ id, direction }: { id: string; direction: MoveDirection }) =>
  apiRequest<QuestionRow[]>("POST", `/api/application-questions/${id}/move`, { direction });

export const useMoveQuestion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionsQueryOptions().queryKey }),
  });
};
