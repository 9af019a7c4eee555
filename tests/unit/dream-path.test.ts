import { describe, expect, it } from "vitest";
import { dreamIdOfPath, isMalformedDreamPath } from "@/lib/dreams/dream-path";

const id = "6f1c2b7e-5d43-4a8e-9b1f-0c2d3e4f5a6b";

describe("isMalformedDreamPath", () => {
  it("flags dream pages whose id cannot be a uuid, and nothing else", () => {
    expect(isMalformedDreamPath("/dashboard/dreams/not-a-dream")).toBe(true);
    expect(isMalformedDreamPath("/dashboard/dreams/1234")).toBe(true);
    expect(isMalformedDreamPath("/dashboard/dreams/1234/edit")).toBe(true);
    expect(isMalformedDreamPath("/dashboard/dreams/new/edit")).toBe(true);
    expect(isMalformedDreamPath(`/dashboard/dreams/${id}`)).toBe(false);
    expect(isMalformedDreamPath(`/dashboard/dreams/${id.toUpperCase()}/`)).toBe(false);
    expect(isMalformedDreamPath(`/dashboard/dreams/${id}/edit`)).toBe(false);
    expect(isMalformedDreamPath("/dashboard/dreams/new")).toBe(false);
    expect(isMalformedDreamPath("/dashboard")).toBe(false);
    expect(isMalformedDreamPath("/dashboard/search")).toBe(false);
  });
});

describe("dreamIdOfPath", () => {
  it("finds the id of a dream page and of its edit page, so the proxy answers 404 for another user's dream", () => {
    expect(dreamIdOfPath(`/dashboard/dreams/${id}`)).toBe(id);
    expect(dreamIdOfPath(`/dashboard/dreams/${id.toUpperCase()}/edit`)).toBe(id);
    expect(dreamIdOfPath("/dashboard/dreams/new")).toBeNull();
    expect(dreamIdOfPath(`/dashboard/dreams/${id}/other`)).toBeNull();
  });
});
