/**
 * The only module that knows which VRL build the site runs. Everything else (the runner, the
 * worker, the tests) talks to `VrlEngine`, so a build of VRL 0.27 (FlowG's version) can replace
 * this one without touching them.
 *
 * Today: @bpinternal/verel 0.2.0 (MIT), the VRL crate 0.25.0 compiled to WebAssembly. Its web
 * build is 12 MB of JavaScript with the wasm inlined as base64; it is loaded with a dynamic
 * import so that bundlers put it in its own chunk, fetched only when something runs VRL.
 */
import { VRL_ENGINE_VERSION } from "./engine-version";

export { VRL_ENGINE_VERSION };

/**
 * In the browser bundle the engine's wasm is a file of its own (node/vrl-wasm.ts):
 * `FLOWG_VRL_WASM_URL` is its address, and the compiled module reaches the split web build
 * through this global. Elsewhere (Node, the unit tests) the package file decodes its own copy.
 */
export const WASM_MODULE_GLOBAL = "__flowgVrlWasmModule";
export const VRL_ENGINE_PACKAGE = "@bpinternal/verel 0.2.0";

export interface VrlLabel {
  message: string;
  primary: boolean;
  /** UTF-8 byte offsets into the program. */
  span: [number, number];
}

export interface VrlDiagnostic {
  message: string;
  code: number;
  severity: string;
  labels: VrlLabel[];
  notes: Array<{ message: string; note_type: string }>;
  /** VRL's own rendering of the diagnostic, with the source excerpt. */
  rendered: string;
}

export type VrlExecution =
  | { ok: true; event: unknown; result: unknown }
  | { ok: false; kind: "compile" | "runtime"; message: string };

export interface VrlEngine {
  readonly version: string;
  check(program: string): { errors: VrlDiagnostic[]; warnings: VrlDiagnostic[] };
  execute(program: string, event: Record<string, string>): VrlExecution;
}

interface Verel {
  check(program: string): {
    errors: Array<Omit<VrlDiagnostic, "rendered">>;
    warnings: Array<Omit<VrlDiagnostic, "rendered">>;
  };
  execute(program: string, event: unknown): { event: unknown; result: unknown };
  formatDiagnostic(diagnostic: Omit<VrlDiagnostic, "rendered">): string;
}

let loading: Promise<VrlEngine> | null = null;

/** Loads the engine once (the first call pays for it; later calls share the same instance). */
export function loadVrlEngine(): Promise<VrlEngine> {
  loading ??= importVerel().then(wrap);
  return loading;
}

/**
 * Fetches the wasm file and compiles it in this (worker) thread, as verel's own loader does with
 * its inlined copy. Not WebAssembly.compileStreaming: on two cores its eager, parallel compile
 * starves the page's main thread for as long as it lasts (the long-task test in e2e/vrl.spec.ts
 * catches the long tasks it causes).
 */
async function compileWasm(url: string): Promise<WebAssembly.Module> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The VRL engine file ${url} answered ${response.status}`);
  return new WebAssembly.Module(new Uint8Array(await response.arrayBuffer()));
}

async function importVerel(): Promise<Verel> {
  const wasm = typeof FLOWG_VRL_WASM_URL === "string" ? compileWasm(FLOWG_VRL_WASM_URL) : null;
  const scope = globalThis as { window?: unknown } & Record<string, unknown>;
  // Workaround: verel's web build initializes its wasm only when it sees `window.document`, so in a
  // Web Worker (and in Node) it would never start. A stand-in `window` exists while the module is
  // evaluated, which is when it makes the check. Remove once verel initializes in workers too.
  const standIn = scope.window === undefined;
  if (standIn) scope.window = { document: {} };
  try {
    // The web build by path, in the browser and in the tests alike: the examples are verified by
    // the very file readers run (the package's Node build is another bundle of the same crate).
    const verel = (await import(
      /* webpackChunkName: "vrl-engine" */ "@bpinternal/verel/dist/web/index.js"
    )) as Verel;
    if (wasm) scope[WASM_MODULE_GLOBAL] = await wasm;
    return verel;
  } finally {
    if (standIn) delete scope.window;
  }
}

/** The engine crashed: a Rust panic inside the wasm, which leaves the instance unusable. */
export class EnginePanic extends Error {
  override name = "EnginePanic";
}

/**
 * The reason a Rust panic gives, from the text its hook writes to console.error:
 * "panicked at <file>:<line>:<col>:\n<reason>\n\nStack: ..." (Rust 1.73 and later) or
 * "panicked at '<reason>', <file>:<line>:<col>" (earlier). Null for any other text.
 */
export function panicReason(logged: string): string | null {
  const current = /panicked at [^\n]*:\n([\s\S]*?)(?:\n\s*\n|\nStack:|$)/.exec(logged);
  if (current?.[1]?.trim()) return current[1].trim();
  const older = /panicked at '([\s\S]*?)', /.exec(logged);
  return older?.[1]?.trim() || null;
}

/**
 * Runs a call into the engine and, when the wasm traps, throws an `EnginePanic` that names the
 * panic's own reason ("capacity overflow") instead of the trap's ("unreachable"): the reason is
 * only written to console.error by the panic hook, where the reader never looks.
 */
export function withPanicReason<T>(call: () => T): T {
  const logged: string[] = [];
  const error = console.error;
  console.error = (...parts: unknown[]) => {
    logged.push(parts.map(String).join(" "));
    error(...parts);
  };
  try {
    return call();
  } catch (thrown) {
    const reason = logged.map(panicReason).find((r) => r !== null);
    if (reason) throw new EnginePanic(`it crashed (${reason})`, { cause: thrown });
    throw thrown;
  } finally {
    console.error = error;
  }
}

function wrap(verel: Verel): VrlEngine {
  // The first call decodes and instantiates the wasm; verel logs "[START] init wasm" around it,
  // which is noise in the reader's console.
  const log = console.log;
  console.log = () => undefined;
  try {
    verel.check("");
  } finally {
    console.log = log;
  }
  const withRendering = (d: Omit<VrlDiagnostic, "rendered">): VrlDiagnostic => ({
    ...d,
    rendered: verel.formatDiagnostic(d),
  });
  return {
    version: VRL_ENGINE_VERSION,
    check(program) {
      const { errors, warnings } = withPanicReason(() => verel.check(program));
      return { errors: errors.map(withRendering), warnings: warnings.map(withRendering) };
    },
    execute(program, event) {
      try {
        const { event: out, result } = withPanicReason(() => verel.execute(program, event));
        return { ok: true, event: out, result };
      } catch (error) {
        if (error instanceof EnginePanic) throw error;
        // verel throws "Compilation Error;\n<diagnostics>" or "Termination;\n<runtime error>".
        const text = error instanceof Error ? error.message : String(error);
        const match = /^(Compilation Error|Termination);\n?([\s\S]*)$/.exec(text);
        if (match) {
          return {
            ok: false,
            kind: match[1] === "Termination" ? "runtime" : "compile",
            message: match[2]!.trim(),
          };
        }
        throw error;
      }
    },
  };
}
