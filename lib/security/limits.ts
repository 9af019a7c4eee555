/**
 * Request body limits. A dream is at most 8,000 characters: 32 KB of UTF-8 at worst, plus the
 * JSON around it. Server actions refuse anything larger before parsing it (proxy.ts answers 413
 * from Content-Length; Next's own streaming limit catches a body without one).
 */
export const ACTION_BODY_LIMIT_BYTES = 64 * 1024;

export const TOO_LARGE_MESSAGE = "This request is too large. A dream can be at most 8,000 characters.";
