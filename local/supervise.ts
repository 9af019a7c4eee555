import { spawn } from "node:child_process";

/**
 * Runs a child command and ties its life to ours: when it exits we clean up and exit with its
 * code; on Ctrl-C / SIGTERM we stop it and clean up, so nothing is left running.
 */
export function supervise(command: string, args: string[], env: NodeJS.ProcessEnv, cleanup: () => Promise<unknown>) {
  const child = spawn(command, args, { stdio: "inherit", env });
  let stopping = false;
  const stop = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    child.kill("SIGTERM");
    await cleanup();
    process.exit(code);
  };
  child.on("exit", (code) => void stop(code ?? 0));
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));
}
