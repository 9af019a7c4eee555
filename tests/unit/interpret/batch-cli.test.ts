import { describe, expect, it } from "vitest";
import { spawn } from "node:child_process";
import { Writable } from "node:stream";
import path from "node:path";
import { interpretOffline } from "@/lib/interpret/offline";

const root = path.resolve(import.meta.dirname, "../../..");

/**
 * Issue 15 item 10: `npm run interpret:batch < in.jsonl | slow-consumer` lost lines (1,855 in, 751
 * out, the last cut in half) because the process exited before stdout drained. Here the reader
 * takes each chunk only after a pause, so the pipe is full most of the time.
 */
describe("interpret:batch into a slow reader", () => {
  it("writes every line, whole, however slowly it is read", async () => {
    const count = 1500;
    const input = Array.from({ length: count }, (_, i) =>
      JSON.stringify({ id: i, text: `Dream ${i}: I was flying over a dark sea toward a lighthouse, and my mother called my name.` }),
    ).join("\n");
    // (what `npm run interpret:batch` runs: the command line from its esbuild bundle)
    const child = spawn(process.execPath, [path.join(root, "scripts/engine-cli.mjs"), "--batch"], {
      cwd: root,
      stdio: ["pipe", "pipe", "inherit"],
    });
    let output = "";
    const slowReader = new Writable({
      highWaterMark: 1024,
      write(chunk, _encoding, done) {
        output += chunk.toString("utf8");
        setTimeout(done, 3);
      },
    });
    child.stdout.pipe(slowReader);
    child.stdin.end(input);
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    await new Promise((resolve) => (slowReader.writableFinished ? resolve(null) : slowReader.on("finish", resolve)));
    expect(code).toBe(0);
    const lines = output.split("\n").filter(Boolean);
    expect(lines).toHaveLength(count);
    const ids = lines.map((l) => (JSON.parse(l) as { id: number; summary: string }).id);
    expect(ids).toEqual(Array.from({ length: count }, (_, i) => i));
  }, 120_000);

  it("answers as the engine does in-process", async () => {
    const dreams = ["My brother handed me a lantern and we walked into the cave.", "I missed the last train and cried on the platform."];
    const child = spawn(process.execPath, [path.join(root, "scripts/engine-cli.mjs"), "--batch"], {
      cwd: root,
      stdio: ["pipe", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.stdin.end(dreams.map((text, id) => JSON.stringify({ id, text })).join("\n"));
    expect(await new Promise<number | null>((resolve) => child.on("close", resolve))).toBe(0);
    const rows = output
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { id: number });
    expect(rows).toEqual(dreams.map((text, id) => ({ id, ...interpretOffline(text) })));
  }, 120_000);
});
