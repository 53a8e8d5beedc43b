import { yieldToMain } from './app/yield-to-main';

// The async boundary federation needs before shared singletons are used (RUNTIME-006). The
// bootstrap's chunk (and the shared modules it consumes) is asked for in a task of its own: this
// file's task already holds the federation runtime's start, and together they were one task of
// 100-150 ms on a slow phone before the attendee page's code took over (issue #27).
// Its code is part of start-libraries (shell/rsbuild.config.ts): one request less on every page.
void yieldToMain().then(() => import(/* webpackChunkName: "bootstrap" */ './app/bootstrap'));
