import { resolve } from 'node:path';
import { areasOk, expect, hashTree, readRegistry, ROOT, STORE, test, variant } from '../../fixtures/registry';

// The first test's release builds the lobby (a few seconds); the others release labelled builds made
// once, up front (fixtures/registry.ts), so a person can tell them apart.
test.setTimeout(120_000);

const OTHERS = ['accounts', 'member', 'agent'] as const;

function snapshotOfEverythingButTheLobby() {
  const registry = readRegistry();
  return {
    publishedHost: hashTree(resolve(STORE, 'host')),
    hostBuild: hashTree(resolve(ROOT, 'host/dist')),
    ...Object.fromEntries(
      OTHERS.flatMap((area) => [
        [`${area} releases`, hashTree(resolve(STORE, 'cdn', area))],
        [`${area} build`, hashTree(resolve(ROOT, `remote-${area}/dist`))],
        [`${area} pointer`, registry.areas[area]],
      ]),
    ),
    merchants: registry.merchants,
  };
}

test('releasing the lobby stores a new release, keeps the old ones, and changes no file of the host or another area', async () => {
  const before = snapshotOfEverythingButTheLobby();
  const liveBefore = readRegistry().areas.lobby;
  const lobbyBuildBefore = hashTree(resolve(ROOT, 'remote-lobby/dist'));

  await areasOk(['release', 'lobby'], { PUBLIC_RELEASE_LABEL: 'isolated' });

  const live = readRegistry().areas.lobby;
  expect(live?.version).not.toBe(liveBefore?.version);
  expect(Object.keys(hashTree(resolve(STORE, 'cdn/lobby', live?.version ?? '')))).toContain('mf-manifest.json');
  expect(Object.keys(hashTree(resolve(STORE, 'cdn/lobby', liveBefore?.version ?? '')))).toContain('mf-manifest.json');
  expect(snapshotOfEverythingButTheLobby()).toEqual(before);
  // The release is built in a scratch folder: the working tree's lobby build is left as it was.
  expect(hashTree(resolve(ROOT, 'remote-lobby/dist'))).toEqual(lobbyBuildBefore);
  // The list says which commit it was built from, and its label.
  const listed = await areasOk(['list']);
  expect(listed).toMatch(
    new RegExp(`lobby\\s+\\*\\s+${live?.version}\\s.*commit [0-9a-f]{10}.*the live release.*label "isolated"`),
  );
});

test('rolling the lobby back shows the previous release at the next page load, with no rebuild', async ({
  page,
  openSite,
}) => {
  await areasOk(['release', 'lobby', '--from', await variant('lobbyFirst')]);
  const first = readRegistry().areas.lobby.version;
  await areasOk(['release', 'lobby', '--from', await variant('lobbySecond')]);
  const second = readRegistry().areas.lobby.version;
  const lobby = page.locator('[data-area="lobby"]');

  await openSite('/m/home');
  await expect(lobby.getByText('Release second')).toBeVisible();

  const rolledBack = await areasOk(['rollback', 'lobby']);
  expect(rolledBack).toMatch(/lobby now points at/);
  await page.reload();
  await expect(lobby.getByText('Release first')).toBeVisible();
  await expect(lobby.getByText('Release second')).toHaveCount(0);

  const listed = await areasOk(['list']);
  expect(listed).toMatch(new RegExp(`lobby\\s+\\*\\s+${first}\\s.*the live release`));
  expect(listed).toMatch(new RegExp(`lobby\\s+${second}\\s.*\\d+ files? differ from live`));
});

test('an operator sees which releases hold the same files, and which files two releases differ in', async () => {
  await areasOk(['release', 'lobby', '--from', await variant('lobbyFirst')]);
  const first = readRegistry().areas.lobby.version;
  await areasOk(['release', 'lobby', '--from', await variant('lobbySecond')]);
  const second = readRegistry().areas.lobby.version;

  // The same source under a label of its own (new at each run, as labels are never reused): another
  // name for the same files.
  const label = `first-again-${Date.now().toString(36)}`;
  await areasOk(['release', 'lobby', '--from', await variant('lobbyFirst'), '--label', label]);
  const listed = await areasOk(['list']);
  expect(listed).toMatch(new RegExp(`lobby\\s+\\*?\\s*${first}\\s.*same files as live`));
  expect(listed).toMatch(new RegExp(`lobby\\s+\\*?\\s*${second}\\s.*\\d+ files? differ from live`));

  expect(await areasOk(['diff', 'lobby', first, 'live'])).toContain(
    `lobby ${first} and 1.0.0-${label} have the same files.`,
  );
  const difference = await areasOk(['diff', 'lobby', first, second]);
  expect(difference).toMatch(new RegExp(`lobby ${first} → ${second}: \\d+ files differ`));
  expect(difference).toMatch(/changed\s+mf-manifest\.json/);
});
