/**
 * Shrinks mermaid's shape outlines. Its shapes (stadiums, cylinders, diamonds...) are drawn as
 * long runs of cubic curves, most of them straight (control points on the chord) or tiny pieces
 * of an arc, written with 13 decimals, which makes a drawing needlessly heavy. Straight
 * curves become lines, runs of lines are simplified (Ramer-Douglas-Peucker) within `tolerance`
 * pixels, and numbers keep two decimals. Paths with commands other than absolute M, L, C and Z
 * are returned unchanged.
 */
type Point = readonly [number, number];

const num = (n: number) => String(Math.round(n * 100) / 100);
const pt = (p: Point) => `${num(p[0])} ${num(p[1])}`;

function distanceToLine(p: Point, a: Point, b: Point): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length = Math.hypot(dx, dy);
  if (length === 0) return Math.hypot(p[0] - a[0], p[1] - a[1]);
  return Math.abs(dy * p[0] - dx * p[1] + b[0] * a[1] - b[1] * a[0]) / length;
}

/** Ramer-Douglas-Peucker: the points of the polyline that matter at this tolerance. */
export function simplifyPolyline(points: Point[], tolerance: number): Point[] {
  if (points.length < 3) return points;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  let farthest = 0;
  let index = 0;
  for (let i = 1; i < points.length - 1; i++) {
    const d = distanceToLine(points[i]!, first, last);
    if (d > farthest) [farthest, index] = [d, i];
  }
  if (farthest <= tolerance) return [first, last];
  const left = simplifyPolyline(points.slice(0, index + 1), tolerance);
  return [...left.slice(0, -1), ...simplifyPolyline(points.slice(index), tolerance)];
}

type Piece = { from: Point; to: Point; controls?: readonly [Point, Point] };

/** The path as pieces (straight or curved), each with its start; Z becomes a line back. */
function pieces(tokens: string[], tolerance: number): Piece[] | null {
  const result: Piece[] = [];
  let i = 0;
  let command = "";
  let current: Point = [0, 0];
  let start: Point = [0, 0];
  const take = (): Point => [Number(tokens[i++]), Number(tokens[i++])];
  while (i < tokens.length) {
    if (/^[A-Za-z]$/.test(tokens[i]!)) command = tokens[i++]!;
    if (command === "M") {
      current = start = take();
      command = "L"; // further pairs after M are lines
    } else if (command === "L" || command === "Z") {
      const to = command === "L" ? take() : start;
      result.push({ from: current, to });
      current = to;
    } else if (command === "C") {
      const [c1, c2, to] = [take(), take(), take()];
      const straight =
        distanceToLine(c1, current, to) <= tolerance &&
        distanceToLine(c2, current, to) <= tolerance;
      result.push(straight ? { from: current, to } : { from: current, to, controls: [c1, c2] });
      current = to;
    } else {
      return null;
    }
  }
  return result;
}

export function simplifyPath(d: string, tolerance = 0.25): string {
  const tokens = d.match(/[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g) ?? [];
  if (tokens.some((t) => /[A-Za-z]/.test(t) && !/^[MLCZ]$/.test(t))) return d;
  const all = pieces(tokens, tolerance);
  if (!all) return d;
  const same = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]) < 0.01;
  // rough.js strokes each outline twice: a straight piece already drawn (either way) is dropped.
  const drawn = new Set<string>();
  const kept = all.filter((piece) => {
    if (piece.controls) return true;
    if (same(piece.from, piece.to)) return false;
    const key = [pt(piece.from), pt(piece.to)].sort().join(" ");
    if (drawn.has(key)) return false;
    drawn.add(key);
    return true;
  });
  const out: string[] = [];
  let pen: Point | null = null;
  let run: Point[] = [];
  const moveTo = (p: Point) => {
    if (!pen || !same(pen, p)) out.push(`M${pt(p)}`);
  };
  const flush = () => {
    if (run.length < 2) return;
    const points = simplifyPolyline(run, tolerance);
    moveTo(points[0]!);
    for (const p of points.slice(1)) out.push(`L${pt(p)}`);
    pen = points[points.length - 1]!;
    run = [];
  };
  for (const piece of kept) {
    if (piece.controls) {
      flush();
      moveTo(piece.from);
      out.push(`C${pt(piece.controls[0])} ${pt(piece.controls[1])} ${pt(piece.to)}`);
      pen = piece.to;
    } else if (run.length && same(run[run.length - 1]!, piece.from)) {
      run.push(piece.to);
    } else {
      flush();
      run = [piece.from, piece.to];
    }
  }
  flush();
  return out.join("");
}
