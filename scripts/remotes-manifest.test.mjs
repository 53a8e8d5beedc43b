// The remotes manifest (shared/src/federation/remotes.manifest.json) is the one list of the
// remotes, their ports, env variables and exposed modules. The scripts, the builds and the
// shell's server read it; the files that cannot (Docker, nginx's shell script, the README) hold
// copies, checked here against it. Run: node --test scripts/remotes-manifest.test.mjs
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { remotesManifest, repoRoot, services } from './stack/remotes-manifest.mjs';

const read = (path) => readFileSync(join(repoRoot, path), 'utf8');
const { remotes } = remotesManifest;
const rootPackage = JSON.parse(read('package.json'));

describe('the remotes manifest', () => {
  it('names each remote, port and env variable once, and every exposed file exists', () => {
    for (const key of ['app', 'name', 'port', 'portEnv', 'urlEnv']) {
      const values = remotes.map((remote) => remote[key]);
      assert.equal(new Set(values).size, values.length, `two remotes share a ${key}`);
    }
    const ports = services.map((service) => service.defaultPort);
    assert.equal(new Set(ports).size, ports.length, 'two servers share a port');
    for (const remote of remotes) {
      assert.equal(remote.name, remote.app.replace(/-/g, '_'), `${remote.app}'s federation name`);
      assert.ok(Object.keys(remote.exposes).includes('./module'), `${remote.app} exposes ./module`);
      for (const file of Object.values(remote.exposes)) {
        assert.ok(existsSync(join(repoRoot, remote.app, file)), `${remote.app}/${file} does not exist`);
      }
    }
  });

  it('lists exactly the mf-* workspaces of package.json', () => {
    assert.deepEqual(
      remotes.map((remote) => remote.app),
      rootPackage.workspaces.filter((workspace) => workspace.startsWith('mf-')),
    );
  });

  it("matches shared's RemoteName list (remote-module.ts), in order", () => {
    const source = read('shared/src/remote/remote-module.ts');
    const list = /export const remoteNames = \[([^\]]*)\]/.exec(source)?.[1] ?? '';
    assert.deepEqual(
      [...list.matchAll(/'([a-z_]+)'/g)].map((match) => match[1]),
      remotes.map((remote) => remote.name),
    );
  });

  it("matches the nginx image's list of remotes (docker/nginx/15-runtime-config.envsh)", () => {
    const script = read('docker/nginx/15-runtime-config.envsh');
    const list = /^slotwise_remotes="([^"]*)"$/m.exec(script)?.[1];
    assert.equal(list, remotes.map((r) => `${r.name}:${r.urlEnv}:${r.port}`).join(' '));
    assert.match(script, new RegExp(`PUBLIC_URL:=http://localhost:${remotesManifest.shell.port}\\}`));
    assert.match(script, new RegExp(`API_UPSTREAM:=http://api:${remotesManifest.api.port}\\}`));
  });

  it("writes the run-time config from that list, and never runs a variable's value as code", () => {
    const dir = mkdtempSync(join(tmpdir(), 'slotwise-envsh-'));
    try {
      const template = join(dir, 'index.html.template');
      writeFileSync(template, '<html><!--runtime-config--></html>');
      const marker = join(dir, 'ran');
      const result = spawnSync(
        'sh',
        ['-c', `. '${join(repoRoot, 'docker/nginx/15-runtime-config.envsh')}'`],
        {
          env: {
            PATH: process.env.PATH,
            SLOTWISE_HTML_DIR: dir,
            SLOTWISE_INDEX_TEMPLATE: template,
            NGINX_RESOLVER: '127.0.0.11',
            REMOTE_AUTH_URL: 'https://auth.example/mf-manifest.json',
            REMOTE_HOST: `$(touch ${marker})`,
          },
          encoding: 'utf8',
        },
      );
      assert.equal(result.status, 0, result.stderr);
      assert.equal(existsSync(marker), false, 'a command in REMOTE_HOST ran');
      const config = JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8'));
      assert.deepEqual(
        Object.keys(config.remotes),
        remotes.map((remote) => remote.name),
      );
      assert.equal(config.remotes.mf_auth, 'https://auth.example/mf-manifest.json');
      assert.equal(
        config.remotes.mf_marketing,
        `http://$(touch ${marker}):${remotes[0].port}/mf-manifest.json`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('matches docker/compose.yaml: a service, a published port and both URLs per remote', () => {
    const compose = read('docker/compose.yaml');
    const services = [...compose.matchAll(/^ {2}(mf-[a-z-]+):$/gm)].map((match) => match[1]);
    assert.deepEqual(
      services,
      remotes.map((remote) => remote.app),
    );
    for (const remote of remotes) {
      const block = compose.slice(compose.indexOf(`\n  ${remote.app}:\n`));
      const service = block.slice(0, block.indexOf('\n\n') > 0 ? block.indexOf('\n\n') : undefined);
      assert.match(service, new RegExp(`APP: ${remote.app}\\n`), `${remote.app}'s build argument`);
      assert.match(service, new RegExp(`- "${remote.port}:80"`), `${remote.app}'s published port`);
      const url = `http://localhost:${remote.port}/mf-manifest.json`;
      assert.ok(compose.includes(`${remote.urlEnv}: \${${remote.urlEnv}:-${url}}`), `${remote.urlEnv}`);
      const internal = remote.urlEnv.replace(/_URL$/, '_INTERNAL_URL');
      const internalUrl = `http://${remote.app}/mf-manifest.json`;
      assert.ok(compose.includes(`${internal}: \${${internal}:-${internalUrl}}`), internal);
    }
    const apiPort = remotesManifest.api.port;
    assert.ok(compose.includes(`API_PORT: "${apiPort}"`), "the API's port");
    assert.ok(compose.includes(`API_UPSTREAM: http://api:${apiPort}`), "nginx's API upstream");
    assert.ok(compose.includes(`- "${remotesManifest.shell.port}:80"`), "the shell's published port");
  });

  it("copies every workspace's package.json in each Dockerfile stage (npm ci checks the lockfile)", () => {
    for (const dockerfile of ['docker/app.Dockerfile', 'docker/api.Dockerfile']) {
      const source = read(dockerfile);
      const stages = source.split(/^FROM /m).filter((stage) => stage.includes('npm ci'));
      assert.ok(stages.length > 0, `${dockerfile} has no npm ci`);
      for (const stage of stages) {
        const copied = [...stage.matchAll(/^COPY ([a-z0-9-]+)\/package\.json \1\/package\.json$/gm)].map(
          (match) => match[1],
        );
        assert.deepEqual(copied, rootPackage.workspaces, `${dockerfile}: the COPY lines of a stage`);
      }
    }
  });

  it("matches the API's default port (api/src/config.ts)", () => {
    const config = read('api/src/config.ts');
    assert.match(config, new RegExp(`int\\(env, 'API_PORT', ${remotesManifest.api.port}, 0\\)`));
  });

  it("matches the README's ports", () => {
    const readme = read('README.md');
    for (const remote of remotes) {
      assert.match(
        readme,
        new RegExp(`${remote.app}\\s+:${remote.port}\\b`),
        `${remote.app} :${remote.port}`,
      );
      assert.ok(readme.includes(`\`${remote.portEnv}\``), remote.portEnv);
      assert.ok(readme.includes(`\`${remote.urlEnv}\``), remote.urlEnv);
    }
    assert.match(readme, new RegExp(`shell :${remotesManifest.shell.port}\\b`));
    assert.match(readme, new RegExp(`api :${remotesManifest.api.port}\\b`));
  });
});
