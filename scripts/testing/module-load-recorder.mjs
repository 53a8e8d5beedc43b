// `node --import <this file>`: writes the URL of every module the process loads through the
// ES module loader to the file named by MODULE_LOAD_RECORD, one a line. The tests of the built
// servers (api/src/built-server.test.ts, shell/server/built-shell-server.test.ts) read it to
// show that production loads no TypeScript and no tsx.
import { register } from 'node:module';

const file = process.env.MODULE_LOAD_RECORD;
if (!file) throw new Error('module-load-recorder: set MODULE_LOAD_RECORD to a file');

// The hooks run in the loader's own thread; a data: URL keeps them in this one file.
const hooks = `
import { appendFileSync } from 'node:fs';
let file;
export async function initialize(data) { file = data.file; }
export async function load(url, context, nextLoad) {
  appendFileSync(file, url + '\\n');
  return nextLoad(url, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`, { data: { file } });
