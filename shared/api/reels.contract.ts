import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { customerReels } from "../schema/reels";
import { REEL_NOT_FOUND, reelVisibilitySchema, submitReelSchema } from "../schema/reels-forms";
import type { SpecsOf } from "./endpoint";
import type { reelsRoutes } from "./reels.routes";
import { activeQuery, bodyFor, createSpec, idParams, onTheWire, removeSpec, updateSpec } from "./wire";

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
  submit: createSpec(
    "A visitor's video link; the platform comes from the link, and it waits for approval",
    bodyFor(customerReels, submitReelSchema),
    reelResponse,
  ),
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
  setActive: updateSpec(
    "Show or hide a customer reel",
    REEL_NOT_FOUND,
    bodyFor(customerReels, reelVisibilitySchema),
    reelResponse,
  ),
  remove: removeSpec("Delete a customer reel", REEL_NOT_FOUND),
} as const satisfies SpecsOf<typeof reelsRoutes>;
