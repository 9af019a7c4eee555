/**
 * Oneira never opens a realtime socket. supabase-js still builds its realtime client eagerly and,
 * on Node 20 (no global WebSocket), throws at construction unless given a transport. Use the
 * runtime's WebSocket when there is one, else a transport that refuses to connect.
 */
class RealtimeUnavailable {
  constructor() {
    throw new Error("Supabase Realtime is not used by Oneira");
  }
}

export const noRealtime = {
  transport: (globalThis.WebSocket ?? RealtimeUnavailable) as unknown as typeof WebSocket,
};
