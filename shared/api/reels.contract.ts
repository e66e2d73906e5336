import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { customerReels } from "../schema/reels";
import { REEL_NOT_FOUND, reelVisibilitySchema, submitReelSchema } from "../schema/reels-forms";
import type { SpecsOf } from "./endpoint";
import type { reelsRoutes } from "./reels.routes";
import { activeQuery, bodyFor, idParams, noContent, onTheWire } from "./wire";

export const reelResponse = onTheWire(createSelectSchema(customerReels));

/** A customer reel as the dashboard gets it, moderation flags included. */
export type ReelDto = z.output<typeof reelResponse>;

/** What the home page gets: who sent it and where the video is. */
export const publicReelResponse = reelResponse.pick({
  id: true,
  customerName: true,
  videoUrl: true,
  videoPlatform: true,
});

export type PublicReelDto = z.output<typeof publicReelResponse>;

export const reelsSpecs = {
  approved: {
    summary: "Approved and visible customer reels, newest first",
    responses: { 200: z.array(publicReelResponse) },
  },
  submit: {
    summary: "A visitor's video link; the platform comes from the link, and it waits for approval",
    body: bodyFor(customerReels, submitReelSchema),
    responses: { 201: reelResponse },
  },
  list: {
    summary: "Every customer reel, pending and hidden ones too, unless ?active=true",
    query: activeQuery,
    responses: { 200: z.array(reelResponse) },
  },
  approve: {
    summary: "Approve a customer reel",
    params: idParams,
    notFound: REEL_NOT_FOUND,
    responses: { 200: reelResponse },
  },
  setActive: {
    summary: "Show or hide a customer reel",
    params: idParams,
    notFound: REEL_NOT_FOUND,
    body: bodyFor(customerReels, reelVisibilitySchema),
    responses: { 200: reelResponse },
  },
  remove: {
    summary: "Delete a customer reel",
    params: idParams,
    notFound: REEL_NOT_FOUND,
    responses: { 204: noContent },
  },
} as const satisfies SpecsOf<typeof reelsRoutes>;
