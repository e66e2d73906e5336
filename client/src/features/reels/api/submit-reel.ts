import { useMutation } from "@tanstack/react-query";
import type { ReelRow, SubmitReelData } from "@shared/schema/reels-forms";
import { apiRequest } from "@/lib/api-client";

export const submitReel = (input: SubmitReelData) => apiRequest<ReelRow>("POST", "/api/submit-reel", input);

export const useSubmitReel = () => useMutation({ mutationFn: submitReel });
