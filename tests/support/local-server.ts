import type { ChildProcess } from "node:child_process";
import net from "node:net";

/** A TCP port free on the loopback interface right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Resolves once `url` answers at all (any status). Fails, with what the server printed (`log`),
 * when `child` exits first or after 15 s.
 */
export async function waitForAnswer(
  url: string,
  child: ChildProcess,
  log: () => string = () => "",
): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${log()}`);
    try {
      await fetch(url, { method: "HEAD" });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`no answer from ${url} after 15 s:\n${log()}`);
}
