// What a long task of the page's main thread was, from a Chromium trace read with Lighthouse's own
// task model (the one behind its long-tasks and main-thread-work-breakdown audits): the bench's
// Long Tasks figures say how long, this says which work (issue #27 "Less script before first use").
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/** Lighthouse's trace categories, without screenshots and the heavy stack and source rundowns. */
export const traceCategories = [
  '-*',
  'disabled-by-default-lighthouse',
  'loading',
  'v8.execute',
  'blink.user_timing',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
];

/** Lighthouse's task groups that are script. */
const scriptGroups = new Set(['scriptEvaluation', 'scriptParseCompile']);

/** The trace events that run a script, whose `data.url` names it. */
const scriptEvents = new Set(['EvaluateScript', 'FunctionCall', 'v8.evaluateModule']);

/** Names of Chromium's trace events, as a reader knows the work. */
const plainNames = {
  ParseHTML: 'HTML parsing',
  ParseAuthorStyleSheet: 'CSS parsing',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  Paint: 'paint',
  PrePaint: 'pre-paint',
  Layerize: 'layerize',
  Commit: 'commit',
  MinorGC: 'GC',
  MajorGC: 'GC',
  EvaluateScript: 'script',
  FunctionCall: 'script',
  RunMicrotasks: 'microtasks',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  FireAnimationFrame: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  'v8.callFunction': 'script',
  'v8.run': 'script',
  'DocumentLoader::CommitNavigation': 'navigation commit',
  'HTMLDocumentParser::MaybeFetchQueuedPreloads': 'HTML parsing',
};

/**
 * @typedef {{ event: { name: string; args?: any }; children: TaskNode[]; parent?: TaskNode;
 *   startTime: number; duration: number; selfTime: number; group: { id: string };
 *   attributableURLs: string[] }} TaskNode
 */

/**
 * The page's top-level main-thread tasks of at least `minMs`, each with its kind (the Lighthouse
 * group with the most self time: "script" or the other work) and what it was (its largest parts
 * by self time, and the script's file for a script task).
 * @param {{ traceEvents: any[] }} trace
 * @param {{ minMs?: number; mark?: string }} [options] `mark`: a `performance.mark` name; its time
 *   comes back as `markMs` (ms from the navigation, like the tasks' `start`)
 */
export function longTasksOf(trace, { minMs = 50, mark } = {}) {
  const processed = TraceProcessor.processTrace(trace);
  const origin = processed.timestamps.timeOrigin;
  /** @type {TaskNode[]} */
  const tasks = /** @type {any} */ (
    MainThreadTasks.getMainThreadTasks(
      processed.mainThreadEvents,
      processed.frames,
      processed.timestamps.traceEnd,
      origin,
    )
  );
  const markEvent = mark
    ? processed.mainThreadEvents.find((event) => event.name === mark && event.cat.includes('user_timing'))
    : undefined;
  const markMs = markEvent ? (markEvent.ts - origin) / 1000 : null;
  const long = tasks
    .filter((task) => !task.parent && task.duration >= minMs)
    .map((task) => {
      /** @type {Map<string, number>} self time by Lighthouse group */
      const groups = new Map();
      /** @type {Map<string, number>} self time by plain event name */
      const parts = new Map();
      const visit = (/** @type {TaskNode} */ node) => {
        groups.set(node.group.id, (groups.get(node.group.id) ?? 0) + node.selfTime);
        // Work Chromium does not name in the trace is the top-level task's own time.
        const raw = node.event.name;
        const name =
          plainNames[raw] ??
          (raw.startsWith('V8.GC') ? 'GC' : raw.startsWith('V8.') ? 'V8' : node.parent ? raw : 'unnamed');
        parts.set(name, (parts.get(name) ?? 0) + node.selfTime);
        for (const child of node.children) visit(child);
      };
      visit(task);
      const script = [...groups].filter(([id]) => scriptGroups.has(id)).reduce((sum, [, ms]) => sum + ms, 0);
      const isScript = script > task.duration / 2;
      const largest = [...parts]
        .filter(([, ms]) => ms >= 1)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([name, ms]) => `${name} ${Math.round(ms)}`);
      // The script: the file of its longest evaluation or call (none: a script without a URL,
      // such as a test driver's in an isolated world).
      /** @type {TaskNode | null} */
      let longestScript = null;
      const findScript = (/** @type {TaskNode} */ node) => {
        if (scriptEvents.has(node.event.name) && (!longestScript || node.duration > longestScript.duration))
          longestScript = node;
        for (const child of node.children) findScript(child);
      };
      findScript(task);
      const url = longestScript?.event.args?.data?.url;
      const file = url
        ? url.replace(/^https?:\/\/[^/]+/, '')
        : longestScript
          ? 'no URL'
          : 'promise callbacks';
      return {
        start: task.startTime,
        ms: task.duration,
        kind: isScript ? 'script' : 'other',
        what: `${largest.join(' + ') || task.event.name}${isScript ? ` (${file})` : ''}`,
      };
    });
  return { tasks: long, markMs };
}
