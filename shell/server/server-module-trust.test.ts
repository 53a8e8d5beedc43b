// Which remote server modules the shell's server runs, and how (server-module-trust.ts,
// attendee-preview.source.ts, server-module-runner.ts): the attacks (a module the
// configuration does not vouch for, served by a remote origin someone else controls; a module
// that loops or reads the environment), and a release replacing another.
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { attendeePreviewContractVersion } from '@slotwise/shared/remote/attendee-preview';
import {
  serverModulePublicKeyText,
  serverModuleSha256,
  signServerModule,
} from '@slotwise/shared/remote/server-module-signature';
import { createAttendeePreviewSource } from './attendee-preview.source';
import { ServerModuleRunner } from './server-module-runner';
import { serverModuleTrustFromEnv, verifyServerModule } from './server-module-trust';

jest.setTimeout(30_000);

const release = generateKeyPairSync('ed25519');
const attacker = generateKeyPairSync('ed25519');
const releaseKey = serverModulePublicKeyText(release.publicKey);

/** A module as mf-bookings' build writes it; `extra` runs when it is imported. */
const moduleCode = ({ heading = 'Intro call', extra = '', render = '' } = {}) => `${extra}
export const contractVersion = ${attendeePreviewContractVersion};
export function attendeePreviewCalls(pathname) {
  return { calls: ['/api/public/event-types' + pathname], freeTimesBase: '/api/public/event-types' + pathname };
}
export async function renderAttendeePreview({ pathname, language, answers }) {
  ${render}
  return { html: '<h1>${heading}</h1><p>' + language + ' ' + pathname + '</p>', css: 'h1{margin:0}', title: '${heading}' };
}`;
const fileOf = (code: string) => `attendee-preview.${serverModuleSha256(Buffer.from(code)).slice(0, 12)}.mjs`;

/** A remote origin serving whatever the test puts there, counting what is fetched. */
function fakeRemote() {
  const files = new Map<string, string>();
  const fetched: string[] = [];
  const fetchImpl = (async (input: string | URL | Request) => {
    const url = String(input);
    fetched.push(url);
    const body = files.get(new URL(url).pathname);
    return body === undefined ? new Response('', { status: 404 }) : new Response(body);
  }) as typeof fetch;
  /** Publishes `code` as the current module, with this index. */
  const publish = (code: string, index: Record<string, unknown> = {}) => {
    files.set(`/server/${fileOf(code)}`, code);
    files.set('/server/attendee-preview.json', JSON.stringify({ module: fileOf(code), ...index }));
  };
  return { files, fetched, fetchImpl, publish };
}

const signed = (code: string, key = release.privateKey) => ({
  signature: signServerModule(key, 'attendee-preview', Buffer.from(code)),
});

let temp: string;
const sources: { close(): Promise<void> }[] = [];
beforeEach(() => {
  temp = mkdtempSync(join(tmpdir(), 'server-module-test-'));
});
afterEach(async () => {
  await Promise.all(sources.splice(0).map((source) => source.close()));
  rmSync(temp, { recursive: true, force: true });
  delete (globalThis as { __moduleRan?: boolean }).__moduleRan;
});

describe('the shell’s configuration of trusted server modules', () => {
  const code = Buffer.from(moduleCode());

  it('reads pinned digests and release keys, and stops on a malformed entry', () => {
    const trust = serverModuleTrustFromEnv({
      SERVER_MODULE_SHA256: `${serverModuleSha256(code).toUpperCase()}, ${'a'.repeat(64)}`,
      SERVER_MODULE_PUBLIC_KEYS: releaseKey,
    });
    expect([...trust.sha256]).toEqual([serverModuleSha256(code), 'a'.repeat(64)]);
    expect(trust.publicKeys).toHaveLength(1);
    expect(() => serverModuleTrustFromEnv({ SERVER_MODULE_SHA256: 'abc' })).toThrow('SERVER_MODULE_SHA256');
    expect(() => serverModuleTrustFromEnv({ SERVER_MODULE_PUBLIC_KEYS: 'bm90IGEga2V5' })).toThrow(
      'SERVER_MODULE_PUBLIC_KEYS',
    );
    // An RSA key is no release key.
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey;
    expect(() =>
      serverModuleTrustFromEnv({
        SERVER_MODULE_PUBLIC_KEYS: rsa.export({ format: 'der', type: 'spki' }).toString('base64'),
      }),
    ).toThrow('SERVER_MODULE_PUBLIC_KEYS');
  });

  it('trusts a pinned module or one signed by a configured release key, and nothing else', () => {
    const pinned = serverModuleTrustFromEnv({ SERVER_MODULE_SHA256: serverModuleSha256(code) });
    const keyed = serverModuleTrustFromEnv({ SERVER_MODULE_PUBLIC_KEYS: releaseKey });
    const { signature } = signed(code.toString());
    expect(verifyServerModule(pinned, 'attendee-preview', code, undefined).trusted).toBe(true);
    expect(verifyServerModule(keyed, 'attendee-preview', code, signature).trusted).toBe(true);
    // Unsigned, signed by another key, other bytes under a good signature, a signature of
    // another kind of module, garbage.
    expect(verifyServerModule(keyed, 'attendee-preview', code, undefined).trusted).toBe(false);
    expect(
      verifyServerModule(
        keyed,
        'attendee-preview',
        code,
        signed(code.toString(), attacker.privateKey).signature,
      ),
    ).toMatchObject({ trusted: false, reason: expect.stringContaining('signature does not verify') });
    const tampered = Buffer.from(`${code}\nglobalThis.x = 1;`);
    expect(verifyServerModule(keyed, 'attendee-preview', tampered, signature).trusted).toBe(false);
    expect(verifyServerModule(pinned, 'attendee-preview', tampered, undefined).trusted).toBe(false);
    const otherKind = signServerModule(release.privateKey, 'other-module', code);
    expect(verifyServerModule(keyed, 'attendee-preview', code, otherKind).trusted).toBe(false);
    expect(verifyServerModule(keyed, 'attendee-preview', code, 'not base64!').trusted).toBe(false);
    expect(
      verifyServerModule(serverModuleTrustFromEnv({}), 'attendee-preview', code, signature).trusted,
    ).toBe(false);
  });
});

describe('a module the configuration does not vouch for (a remote origin in other hands)', () => {
  const marker = () => join(temp, 'module-ran');
  const hostile = () =>
    moduleCode({
      heading: 'Hacked',
      extra: `import { writeFileSync } from 'node:fs'; writeFileSync(${JSON.stringify(marker())}, 'ran'); globalThis.__moduleRan = true;`,
    });

  it.each([
    ['unsigned', () => ({})],
    ['signed with the attacker’s own key', () => signed(hostile(), attacker.privateKey)],
    ['carrying the signature of the real release', () => signed(moduleCode())],
  ])(
    'is never run when %s: the page is plain, the refusal logged once, not fetched again soon',
    async (_, index) => {
      const remote = fakeRemote();
      remote.publish(hostile(), index());
      const log = jest.fn();
      const source = createAttendeePreviewSource(
        { mf_bookings: 'https://bookings.example/mf-manifest.json' } as never,
        {
          trust: serverModuleTrustFromEnv({ SERVER_MODULE_PUBLIC_KEYS: releaseKey }),
          fetchImpl: remote.fetchImpl,
          tempDir: temp,
          ttlMs: 0,
          retryMs: 60_000,
          log,
        },
      );
      sources.push(source);
      const previews = [];
      for (let visit = 0; visit < 5; visit++) previews.push(await source.previewOf('mf_bookings'));
      // Give a module that was (wrongly) started time to write its mark.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(existsSync(marker())).toBe(false);
      expect((globalThis as { __moduleRan?: boolean }).__moduleRan).toBeUndefined();
      expect(previews).toEqual([null, null, null, null, null]);
      // Never even written to disk.
      expect(readdirSync(temp)).toEqual([]);
      expect(log).toHaveBeenCalledTimes(1);
      expect(log).toHaveBeenCalledWith(
        'server module refused; the attendee pages are sent plain',
        expect.objectContaining({ url: `https://bookings.example/server/${fileOf(hostile())}` }),
      );
      // Downloaded once; the index is read at each visit (cheap), the module not before retryMs.
      expect(remote.fetched.filter((url) => url.endsWith('.mjs'))).toHaveLength(1);
    },
  );

  it('is tried again later, less and less often', async () => {
    const remote = fakeRemote();
    remote.publish(hostile());
    const log = jest.fn();
    const source = createAttendeePreviewSource(
      { mf_bookings: 'https://bookings.example/mf-manifest.json' } as never,
      {
        trust: serverModuleTrustFromEnv({ SERVER_MODULE_PUBLIC_KEYS: releaseKey }),
        fetchImpl: remote.fetchImpl,
        tempDir: temp,
        ttlMs: 0,
        retryMs: 100,
        log,
      },
    );
    sources.push(source);
    const downloads = () => remote.fetched.filter((url) => url.endsWith('.mjs')).length;
    await source.previewOf('mf_bookings');
    await new Promise((resolve) => setTimeout(resolve, 120));
    await source.previewOf('mf_bookings');
    expect(downloads()).toBe(2);
    // Now 200 ms until the next try.
    await new Promise((resolve) => setTimeout(resolve, 120));
    await source.previewOf('mf_bookings');
    expect(downloads()).toBe(2);
    expect(log).toHaveBeenCalledTimes(1);
    expect(existsSync(marker())).toBe(false);
  });

  it('trusts nothing when nothing is configured (nothing is downloaded)', async () => {
    const remote = fakeRemote();
    remote.publish(moduleCode(), signed(moduleCode()));
    const source = createAttendeePreviewSource(
      { mf_bookings: 'https://bookings.example/mf-manifest.json' } as never,
      { trust: serverModuleTrustFromEnv({}), fetchImpl: remote.fetchImpl, tempDir: temp },
    );
    sources.push(source);
    await expect(source.previewOf('mf_bookings')).resolves.toBeNull();
    expect(remote.fetched).toEqual([]);
  });
});

describe('a trusted module', () => {
  const sourceOf = (
    remote: ReturnType<typeof fakeRemote>,
    options: { timeLimitMs?: number; resourceLimits?: { maxOldGenerationSizeMb: number } } = {},
  ) => {
    const source = createAttendeePreviewSource(
      { mf_bookings: 'https://bookings.example/mf-manifest.json' } as never,
      {
        trust: serverModuleTrustFromEnv({ SERVER_MODULE_PUBLIC_KEYS: releaseKey }),
        fetchImpl: remote.fetchImpl,
        tempDir: temp,
        ttlMs: 0,
        ...options,
      },
    );
    sources.push(source);
    return source;
  };

  it('runs from a private folder; a new release (signed, shipped alone) replaces it and the old one is released', async () => {
    const remote = fakeRemote();
    const first = moduleCode({ heading: 'Release one' });
    remote.publish(first, signed(first));
    const source = sourceOf(remote);
    const one = await source.moduleOf('mf_bookings');
    if (!one) throw new Error('the signed release was not loaded');
    expect(statSync(one.dir).mode & 0o777).toBe(0o700);
    expect(statSync(one.file).mode & 0o777).toBe(0o600);
    expect(one.dir.startsWith(join(temp, 'slotwise-server-module-'))).toBe(true);
    await expect(
      one.preview.renderAttendeePreview({ pathname: '/ada/intro', language: 'fr', answers: {} }),
    ).resolves.toEqual({
      html: '<h1>Release one</h1><p>fr /ada/intro</p>',
      css: 'h1{margin:0}',
      title: 'Release one',
    });
    await expect(one.preview.attendeePreviewCalls('/ada/intro')).resolves.toEqual({
      calls: ['/api/public/event-types/ada/intro'],
      freeTimesBase: '/api/public/event-types/ada/intro',
    });
    expect(one.runner.threadIds).toHaveLength(1);

    // The remote's release pipeline publishes another build, signed: no change to the shell.
    const second = moduleCode({ heading: 'Release two' });
    remote.publish(second, signed(second));
    const two = await source.moduleOf('mf_bookings');
    expect(two?.file).not.toBe(one.file);
    await expect(
      two?.preview.renderAttendeePreview({ pathname: '/ada/intro', language: 'en', answers: {} }),
    ).resolves.toMatchObject({ html: '<h1>Release two</h1><p>en /ada/intro</p>' });
    // The old module's worker ends and its folder goes.
    for (let wait = 0; wait < 50 && (one.runner.threadIds.length > 0 || existsSync(one.dir)); wait++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(one.runner.threadIds).toEqual([]);
    expect(existsSync(one.dir)).toBe(false);
    expect(readdirSync(temp)).toEqual([two?.dir.slice(temp.length + 1)]);

    // Then a release nobody signed: refused, and the previous one is not drawn any more either.
    const unsigned = moduleCode({ heading: 'Nobody signed this' });
    remote.publish(unsigned);
    await expect(source.previewOf('mf_bookings')).resolves.toBeNull();
    for (let wait = 0; wait < 50 && existsSync(two?.dir ?? ''); wait++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(two?.runner.threadIds).toEqual([]);
    expect(readdirSync(temp)).toEqual([]);
  });

  it('does not see the server’s environment', async () => {
    process.env.JWT_SECRET = 'a-secret-of-the-shell-process';
    try {
      const remote = fakeRemote();
      const code = moduleCode({
        render: `return { html: JSON.stringify(process.env), css: '' };`,
      });
      remote.publish(code, signed(code));
      const preview = await (await sourceOf(remote).previewOf('mf_bookings'))?.renderAttendeePreview({
        pathname: '/ada/intro',
        language: 'en',
        answers: {},
      });
      expect(preview?.html).toBe('{}');
    } finally {
      delete process.env.JWT_SECRET;
    }
  });

  it('cannot hold the event loop: a render that never ends is cut at the time limit, and the worker restarts', async () => {
    const remote = fakeRemote();
    const code = moduleCode({ render: `if (pathname === '/ada/hang') for (;;) {}` });
    remote.publish(code, signed(code));
    const module = await sourceOf(remote, { timeLimitMs: 500 }).moduleOf('mf_bookings');
    if (!module) throw new Error('the signed release was not loaded');
    const [firstThread] = module.runner.threadIds;
    // This thread's timers keep firing while the module loops in its worker.
    const ticks: number[] = [];
    const ticker = setInterval(() => ticks.push(Date.now()), 20);
    const started = Date.now();
    const hung = await module.preview.renderAttendeePreview({
      pathname: '/ada/hang',
      language: 'en',
      answers: {},
    });
    clearInterval(ticker);
    expect(hung).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(490);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(ticks.length).toBeGreaterThanOrEqual(15);
    const gaps = ticks.slice(1).map((at, i) => at - ticks[i]);
    expect(Math.max(...gaps)).toBeLessThan(200);
    // A fresh worker draws the next page.
    await expect(
      module.preview.renderAttendeePreview({ pathname: '/ada/intro', language: 'en', answers: {} }),
    ).resolves.toMatchObject({ title: 'Intro call' });
    expect(module.runner.threadIds).toHaveLength(1);
    expect(module.runner.threadIds[0]).not.toBe(firstThread);
  });

  it('a render that ends its thread (out of memory, process.exit) gives the plain page and a fresh worker', async () => {
    const remote = fakeRemote();
    const code = moduleCode({
      render: `if (pathname === '/ada/exit') process.exit(1);
      if (pathname === '/ada/memory') { const hog = []; for (;;) hog.push(new Array(1e6).fill(pathname)); }`,
    });
    remote.publish(code, signed(code));
    const module = await sourceOf(remote, {
      timeLimitMs: 20_000,
      resourceLimits: { maxOldGenerationSizeMb: 48 },
    }).moduleOf('mf_bookings');
    if (!module) throw new Error('the signed release was not loaded');
    for (const pathname of ['/ada/exit', '/ada/memory']) {
      const [before] = module.runner.threadIds;
      const started = Date.now();
      await expect(
        module.preview.renderAttendeePreview({ pathname, language: 'en', answers: {} }),
      ).resolves.toBeNull();
      // Ended by the thread's end (its memory limit), not by the time limit.
      expect(Date.now() - started).toBeLessThan(15_000);
      await module.runner.ready;
      for (let wait = 0; wait < 100 && !module.runner.usable; wait++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await expect(
        module.preview.renderAttendeePreview({ pathname: '/ada/intro', language: 'en', answers: {} }),
      ).resolves.toMatchObject({ title: 'Intro call' });
      expect(module.runner.threadIds).not.toContain(before);
    }
  });

  it('a module that does not load is no module (and is not downloaded again at once)', async () => {
    const remote = fakeRemote();
    const broken = 'export const contractVersion = 1; throw new Error("broken");';
    remote.publish(broken, signed(broken));
    const log = jest.fn();
    const source = createAttendeePreviewSource(
      { mf_bookings: 'https://bookings.example/mf-manifest.json' } as never,
      {
        trust: serverModuleTrustFromEnv({ SERVER_MODULE_PUBLIC_KEYS: releaseKey }),
        fetchImpl: remote.fetchImpl,
        tempDir: temp,
        ttlMs: 0,
        log,
      },
    );
    sources.push(source);
    await expect(source.previewOf('mf_bookings')).resolves.toBeNull();
    await expect(source.previewOf('mf_bookings')).resolves.toBeNull();
    expect(remote.fetched.filter((url) => url.endsWith('.mjs'))).toHaveLength(1);
    expect(log).toHaveBeenCalledWith(
      'server module refused; the attendee pages are sent plain',
      expect.anything(),
    );
    expect(readdirSync(temp)).toEqual([]);
  });
});

it('a runner answers null, never throws, for a module of another contract', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'runner-test-'));
  try {
    const file = join(dir, 'm.mjs');
    writeFileSync(file, 'export const contractVersion = 99;');
    const runner = new ServerModuleRunner(file, { contractVersion: 1 });
    await expect(runner.ready).resolves.toBe(false);
    await expect(runner.call('render', {})).resolves.toBeNull();
    await runner.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
