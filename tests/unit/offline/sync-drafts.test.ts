import { describe, expect, it } from "vitest";
import { syncDrafts, type DraftStore, type SendOutcome } from "@/lib/offline/sync-drafts";
import type { OfflineDraft } from "@/lib/offline/draft";

const ALICE = "00000000-0000-4000-8000-00000000000a";
const BOB = "00000000-0000-4000-8000-00000000000b";

function draft(n: number, owner = ALICE): OfflineDraft {
  return {
    key: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    owner,
    text: `I was walking along a quiet shore number ${n}`,
    dreamtOn: "2026-11-22",
    interpret: n % 2 === 0,
    writtenAt: 1_000 + n,
    problem: null,
  };
}

/** An IndexedDB stand-in: a map of drafts, listed per owner oldest first like the real one. */
function memoryStore(drafts: OfflineDraft[]): DraftStore & { all: Map<string, OfflineDraft> } {
  const all = new Map(drafts.map((d) => [d.key, d]));
  return {
    all,
    list: async (owner) => [...all.values()].filter((d) => d.owner === owner).sort((a, b) => a.writtenAt - b.writtenAt),
    put: async (d) => void all.set(d.key, d),
    remove: async (key) => void all.delete(key),
  };
}

/** navigator.locks' promise: one holder at a time, the rest queue in order. */
function serialLock() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(_name: string, run: () => Promise<T>): Promise<T> => {
    const turn = tail.then(run);
    tail = turn.catch(() => {});
    return turn;
  };
}

const saved: SendOutcome = { kind: "saved", id: "00000000-0000-4000-8000-0000000000ff", interpreted: false, interpretRefused: false };

describe("syncDrafts", () => {
  it("sends the owner's drafts oldest first and removes each one the server saved", async () => {
    const store = memoryStore([draft(3), draft(1), draft(2, BOB)]);
    const sent: number[] = [];
    const report = await syncDrafts(ALICE, store, async (d) => (sent.push(d.writtenAt), saved), serialLock());
    expect(sent).toEqual([1_001, 1_003]);
    expect(report.saved.map((s) => s.draft.writtenAt)).toEqual([1_001, 1_003]);
    expect([...store.all.values()].map((d) => d.owner)).toEqual([BOB]);
  });

  it("stops at the first draft without an answer and keeps it and the rest", async () => {
    const store = memoryStore([draft(1), draft(2), draft(3)]);
    const outcomes: SendOutcome[] = [saved, { kind: "later" }, saved];
    const report = await syncDrafts(ALICE, store, async () => outcomes.shift()!, serialLock());
    expect(report).toMatchObject({ refused: 0, waiting: 2 });
    expect([...store.all.keys()]).toEqual([draft(2).key, draft(3).key]);
  });

  it("keeps a refused draft with the reason to show, and goes on with the others", async () => {
    const store = memoryStore([draft(1), draft(2)]);
    const outcomes: SendOutcome[] = [{ kind: "refused", problem: "Your DreamLog is full." }, saved];
    const report = await syncDrafts(ALICE, store, async () => outcomes.shift()!, serialLock());
    expect(report.refused).toBe(1);
    expect(store.all.get(draft(1).key)?.problem).toBe("Your DreamLog is full.");
    expect(store.all.has(draft(2).key)).toBe(false);
  });

  it("sends each draft once when two tabs sync at the same moment", async () => {
    const store = memoryStore([draft(1), draft(2), draft(3)]);
    const lock = serialLock();
    const sends = new Map<string, number>();
    const send = async (d: OfflineDraft) => {
      sends.set(d.key, (sends.get(d.key) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 5));
      return saved;
    };
    const [first, second] = await Promise.all([syncDrafts(ALICE, store, send, lock), syncDrafts(ALICE, store, send, lock)]);
    expect([...sends.values()]).toEqual([1, 1, 1]);
    expect(first.saved.length + second.saved.length).toBe(3);
    expect(store.all.size).toBe(0);
  });

  it("sends the same key again after a page died before removing a saved draft", async () => {
    const store = memoryStore([draft(1)]);
    const keys: string[] = [];
    // The first attempt's answer never arrives (the page is closed mid-request).
    await syncDrafts(ALICE, store, async (d) => (keys.push(d.key), { kind: "later" }), serialLock());
    await syncDrafts(ALICE, store, async (d) => (keys.push(d.key), saved), serialLock());
    expect(keys).toEqual([draft(1).key, draft(1).key]);
    expect(store.all.size).toBe(0);
  });
});
