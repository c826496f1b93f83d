import { describeNamespace } from '@platform/shared/testing';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import ty from './ty.json';
import gamesEn from './games/en.json';
import gamesTy from './games/ty.json';
import { lobbyResources } from './namespace';

describeNamespace('lobby', { en, ty });
describeNamespace('lobby games', { en: gamesEn, ty: gamesTy });

describe('the registered lobby namespace', () => {
  it('holds the keys of every file', () => {
    expect(lobbyResources.en).toMatchObject({ ...en, ...gamesEn });
    expect(lobbyResources.ty).toMatchObject({ ...ty, ...gamesTy });
  });
});
