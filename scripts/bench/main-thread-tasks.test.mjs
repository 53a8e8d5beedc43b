import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chromiumPath, launchChromium } from '../testing/chromium.mjs';
import { longTasksOf, traceCategories } from './main-thread-tasks.mjs';

// A page whose one inline script runs ~120 ms, then (a task of its own) a forced layout of a
// large table whose script is short: the trace must tell the script task from the layout one.
const page = `<!doctype html><html><body><div id="t"></div><script>
const end = performance.now() + 120; while (performance.now() < end) {}
setTimeout(() => {
  const rows = Array.from({ length: 4000 }, (_, i) => '<tr><td>' + i + '</td><td>cell ' + i + '</td></tr>').join('');
  document.getElementById('t').innerHTML = '<table>' + rows + '</table>';
  requestAnimationFrame(() => performance.mark('done'));
}, 0);
</script></body></html>`;

test('names a long task by its work: a busy script is script, with its file; a table drawn is other', async (t) => {
  try {
    chromiumPath();
  } catch {
    t.skip('no Chromium on this machine');
    return;
  }
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.route('http://tasks.test/', (route) => route.fulfill({ contentType: 'text/html', body: page }));
    await browser.startTracing(tab, { categories: traceCategories });
    await tab.goto('http://tasks.test/');
    await tab.waitForFunction(() => performance.getEntriesByName('done').length > 0);
    const trace = JSON.parse((await browser.stopTracing()).toString());
    const { tasks, markMs } = longTasksOf(trace, { minMs: 50, mark: 'done' });
    const script = tasks.find((task) => task.kind === 'script');
    assert.ok(script, `a script task among ${JSON.stringify(tasks)}`);
    assert.ok(script.ms >= 100, `the busy script's task lasted ${script.ms} ms`);
    assert.match(script.what, /script \d+.*\(\/\)$/);
    // The table: 4,000 rows laid out in the frame after the timer's short script.
    const drawn = tasks.find((task) => task.kind === 'other' && task.start > script.start);
    assert.ok(drawn, `a non-script task after the script among ${JSON.stringify(tasks)}`);
    assert.match(drawn.what, /layout \d+/);
    // The mark comes after the script's task, on the same clock.
    assert.ok(markMs !== null && markMs > script.start + script.ms, `mark at ${markMs}`);
  } finally {
    await browser.close();
  }
});
