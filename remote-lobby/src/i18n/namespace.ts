import { addNamespace, type Language } from '@platform/shared';
import en from './en.json';
import ty from './ty.json';
import gamesEn from './games/en.json';
import gamesTy from './games/ty.json';
import homeEn from './home/en.json';
import homeTy from './home/ty.json';

type Tree = { [key: string]: string | Tree };

/** The files of the lobby namespace, one entry per part of the area; later files add to earlier ones. */
const PARTS: ReadonlyArray<Record<Language, Tree>> = [
  { ty, en },
  { ty: gamesTy, en: gamesEn },
  { ty: homeTy, en: homeEn },
];

function merge(into: Tree, from: Tree): Tree {
  for (const [key, value] of Object.entries(from)) {
    const existing = into[key];
    into[key] = typeof value === 'object' && typeof existing === 'object' ? merge({ ...existing }, value) : value;
  }
  return into;
}

/** The lobby namespace in both languages, every file merged. */
export const lobbyResources: Record<Language, Tree> = {
  ty: PARTS.reduce<Tree>((tree, part) => merge(tree, part.ty), {}),
  en: PARTS.reduce<Tree>((tree, part) => merge(tree, part.en), {}),
};

/** Adds the lobby namespace to the page's i18n; every expose file calls it at load. */
export function registerLobbyNamespace(): void {
  addNamespace('lobby', lobbyResources);
}
