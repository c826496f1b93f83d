import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../db/seed/catalogue';
import type { SeedGame } from '../db/seed/games';
import { gameArtSvg, subjectOf, chooser, type ArtGame } from './game-art';
import { hashOf } from './svg';
import { allElements, parseXml } from './xml-kit';

const artOf = (game: SeedGame): ArtGame => ({
  id: String(game.nodeId),
  name: game.name.en,
  gameType: game.gameType,
  vendor: game.vassalage,
  classes: game.classes,
});
const catalogue = buildCatalogue().map(artOf);
const subject = (game: ArtGame) => subjectOf(game, chooser(hashOf(`game:${game.id}`)));

describe('game art', () => {
  it('draws the same picture for the same game every time, and another for the next game', () => {
    for (const game of catalogue.slice(0, 50)) {
      expect(gameArtSvg(game)).toBe(gameArtSvg({ ...game, classes: [...game.classes] }));
    }
    const pictures = new Set(catalogue.map((game) => gameArtSvg(game)));
    // Twenty live tables of one vendor may share a felt and a wheel; slots almost never repeat.
    expect(pictures.size).toBeGreaterThan(catalogue.length * 0.9);
  });

  it('writes well-formed SVG for every kind of game', () => {
    // The first game of each type and class, and the featured slots.
    const seen = new Set<string>();
    const sample = catalogue.filter((game, index) => {
      const kind = `${game.gameType}:${game.classes.join()}:${game.name.split(' ')[0] ?? ''}`;
      const first = !seen.has(kind);
      seen.add(kind);
      return index < 12 || (first && game.gameType !== 'RNG');
    });
    for (const game of sample) {
      const svg = parseXml(gameArtSvg(game));
      expect([game.id, svg.name, svg.attributes.viewBox]).toEqual([game.id, 'svg', '0 0 200 200']);
      expect(svg.attributes.xmlns).toBe('http://www.w3.org/2000/svg');
      expect(svg.children[0]).toMatchObject({ name: 'title', text: game.name });
      // Every url(#…) names something the picture defines.
      const ids = new Set(allElements(svg).map((element) => element.attributes.id));
      for (const [, id] of gameArtSvg(game).matchAll(/url\(#(\w+)\)/g)) expect(ids).toContain(id);
    }
  });

  it('draws each category in its own scene, with the things of its kind', () => {
    const scenes = new Map<string, Set<string>>();
    for (const game of catalogue) {
      const kind = scenes.get(game.gameType) ?? new Set();
      kind.add(subject(game).scene);
      scenes.set(game.gameType, kind);
    }
    const sceneOfType = [...scenes].map(([type, kinds]) => [type, [...kinds]]);
    expect(sceneOfType).toEqual(
      expect.arrayContaining([
        ['FISH', ['fish']],
        ['COCKFIGHT', ['sabong']],
      ]),
    );
    const all = [...scenes.values()].map((kinds) => [...kinds].join());
    expect(new Set(all).size).toBe(all.length);
    const find = (name: string) => catalogue.find((game) => game.name === name);
    const motifOf = (name: string) => {
      const game = find(name);
      if (!game) throw new Error(`no game ${name}`);
      return subject(game).motif;
    };
    expect(motifOf('Roulette Live')).toBe('roulette');
    expect(motifOf('Sabong Arena')).toBe('rooster');
    expect(motifOf('6/42 Lotto')).toBe('lotteryBalls');
    expect(motifOf('Fast Keno')).toBe('keno');
    expect(motifOf('Mighty Dragon')).toBe('dragon');
    expect(motifOf('Tongits Go')).toBe('cards');
    const slotMotifs = new Set(catalogue.filter((game) => game.gameType === 'RNG').map((game) => subject(game).motif));
    expect(slotMotifs.size).toBeGreaterThanOrEqual(15);
  });

  it('prints no game name, and escapes the name in its title', () => {
    const svg = gameArtSvg({
      id: '1',
      name: '<script>alert("x")</script> & Golden Co',
      gameType: 'RNG',
      vendor: 'A<B',
      classes: [],
    });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('<title>&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; Golden Co</title>');
    expect(svg).toContain('>A&#60;B<');
    const texts = allElements(parseXml(svg)).filter((element) => element.name === 'text');
    expect(texts.map((text) => text.text)).toEqual(['A<B']);
  });

  it('keeps icons small: about 2 kB each, on average, before gzip', () => {
    const bytes = catalogue.map((game) => Buffer.byteLength(gameArtSvg(game)));
    const average = bytes.reduce((sum, size) => sum + size, 0) / bytes.length;
    expect(average).toBeLessThan(2_400);
    expect(Math.max(...bytes)).toBeLessThan(4_000);
  });
});
