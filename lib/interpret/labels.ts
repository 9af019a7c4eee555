/**
 * How the reading names the engine's codes to a person: the dream shapes, interaction classes and
 * outcomes (client-safe, shared by the result page, the dream page and the e-mails).
 */
import type { ArcType } from "./schema";

export const ARC_LABEL: Record<ArcType, string> = {
  pursuit: "Pursuit and escape",
  threat: "Under threat",
  "loss-search": "Loss and search",
  "unprepared-late": "Late or unprepared",
  falling: "Falling",
  "unable-to-act": "Unable to act",
  exclusion: "Left out",
  reunion: "Reunion",
  transformation: "Transformation",
  death: "A death",
  "sexual-encounter": "Intimacy",
  conflict: "Conflict",
  achievement: "Achievement",
  journey: "A journey",
  "waking-at-climax": "Waking at the climax",
  none: "No single shape",
};

export const INTERACTION_LABEL = { aggression: "Hostility", friendliness: "Friendliness", sexuality: "Sexuality" } as const;
export const OUTCOME_LABEL = { misfortune: "Misfortune", "good fortune": "Good fortune", success: "Success", failure: "Failure" } as const;
