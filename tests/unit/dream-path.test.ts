import { describe, expect, it } from "vitest";
import { isMalformedDreamPath } from "@/lib/dreams/dream-path";

describe("isMalformedDreamPath", () => {
  it("flags dream pages whose id cannot be a uuid, and nothing else", () => {
    expect(isMalformedDreamPath("/dashboard/dreams/not-a-dream")).toBe(true);
    expect(isMalformedDreamPath("/dashboard/dreams/1234")).toBe(true);
    expect(isMalformedDreamPath("/dashboard/dreams/6f1c2b7e-5d43-4a8e-9b1f-0c2d3e4f5a6b")).toBe(false);
    expect(isMalformedDreamPath("/dashboard/dreams/6F1C2B7E-5D43-4A8E-9B1F-0C2D3E4F5A6B/")).toBe(false);
    expect(isMalformedDreamPath("/dashboard")).toBe(false);
    expect(isMalformedDreamPath("/dashboard/search")).toBe(false);
  });
});
