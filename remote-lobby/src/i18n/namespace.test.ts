import { describeNamespace } from '@platform/shared/testing';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import ty from './ty.json';
import gamesEn from './games/en.json';
import gamesTy from './games/ty.json';
import homeEn from './home/en.json';
import homeTy from './home/ty.json';
import { lobbyResources } from './namespace';

describeNamespace('lobby', { en, ty });
describeNamespace('lobby games', { en: gamesEn, ty: gamesTy });
describeNamespace('lobby home', { en: homeEn, ty: homeTy });

describe('the registered lobby namespace', () => {
  it('holds the keys of every file', () => {
    expect(lobbyResources.en).toMatchObject({ ...en, ...gamesEn, ...homeEn });
    expect(lobbyResources.ty).toMatchObject({ ...ty, ...gamesTy, ...homeTy });
  });
});
