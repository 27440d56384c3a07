import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * `gatsby develop` on a copy of the project, for tests that edit content the way a writer does
 * and watch the result appear. The copy holds the files git would commit (tracked or new, not
 * ignored) and links node_modules, so the working tree is never touched.
 */
export interface DevelopServer {
  /** Root of the copy: edit content here. */
  readonly dir: string;
  readonly url: string;
  /** Everything develop printed so far (colours removed). */
  output(): string;
  /** Text printed after `mark` (the value `output().length` had). */
  outputSince(mark: number): string;
  /** Runs a query against develop's GraphQL endpoint (the one GraphiQL uses). */
  graphql<T>(query: string): Promise<T>;
  stop(): Promise<void>;
}

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, "g");

export function copyProject(root = process.cwd()): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "flowg-develop-"));
  const files = execFileSync(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
    {
      cwd: root,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    },
  )
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    const from = path.join(root, file);
    if (!fs.existsSync(from)) continue; // deleted in the working tree, not yet in git
    const to = path.join(dir, file);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, to);
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}

export async function startDevelop(port: number, startupMs = 420_000): Promise<DevelopServer> {
  const dir = copyProject();
  const url = `http://127.0.0.1:${port}`;
  let text = "";
  // Through scripts/gatsby.mjs, as `npm run develop` runs it (its Node flags and environment).
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(dir, "scripts/gatsby.mjs"), "develop", "-H", "127.0.0.1", "-p", String(port)],
    {
      cwd: dir,
      env: {
        ...process.env,
        CI: "true",
        // Gatsby turns query on demand off when it sees CI; a writer's develop has it on (it runs
        // the queries of the pages being viewed, not of every page an edit touches), so the
        // timings here are those a writer sees.
        GATSBY_ENABLE_QUERY_ON_DEMAND_IN_CI: "true",
        NODE_ENV: "development",
      },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    },
  );
  const collect = (chunk: Buffer) => (text += chunk.toString("utf8").replace(ANSI, ""));
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  let exited: number | null = null;
  child.on("exit", (code) => (exited = code ?? -1));

  const server: DevelopServer = {
    dir,
    url,
    output: () => text,
    outputSince: (mark) => text.slice(mark),
    async graphql<T>(query: string): Promise<T> {
      const response = await fetch(`${url}/___graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query }),
      });
      const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
      if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join("; "));
      return body.data as T;
    },
    async stop() {
      // The whole session's output, for reading after a failure.
      fs.mkdirSync("test-results", { recursive: true });
      fs.writeFileSync("test-results/develop.log", text);
      if (exited === null && child.pid) {
        try {
          process.kill(-child.pid, "SIGTERM");
        } catch {
          // already gone
        }
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };

  const started = Date.now();
  while (Date.now() - started < startupMs) {
    if (exited !== null) {
      await server.stop();
      throw new Error(`gatsby develop exited with ${exited}:\n${text.slice(-4000)}`);
    }
    // "You can now view" can come before the pages are all in develop's store (with two docs
    // versions, the landing page's data can still answer 404 right after it): the session starts
    // once the landing page's data is served.
    if (/You can now view/.test(text) && (await answers(`${url}/page-data/index/page-data.json`)))
      return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await server.stop();
  throw new Error(`gatsby develop did not start in ${startupMs / 1000} s:\n${text.slice(-4000)}`);
}

/** Whether the URL answers 200 (false while develop is still making its pages). */
async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * Polls `check` until it returns true; returns the milliseconds it took. Fails after `limitMs`
 * with the last error `check` threw, if any.
 */
export async function timeUntil(
  check: () => Promise<boolean>,
  limitMs: number,
  what: string,
): Promise<number> {
  const started = Date.now();
  let lastError: unknown = null;
  while (Date.now() - started < limitMs) {
    try {
      if (await check()) return Date.now() - started;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const detail = lastError ? ` (last error: ${(lastError as Error).message})` : "";
  throw new Error(`${what}: not seen within ${limitMs} ms${detail}`);
}

/** Replaces `from` (which must occur) in a file of the copy. */
export function editFile(dir: string, file: string, from: string, to: string): void {
  const full = path.join(dir, file);
  const text = fs.readFileSync(full, "utf8");
  if (!text.includes(from)) throw new Error(`${file} has no "${from}"`);
  fs.writeFileSync(full, text.replace(from, to));
}
