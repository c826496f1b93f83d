import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOME_ALIASES, paths } from '@platform/shared';
import { findRoute, ROUTES } from './route-table';

const pathsWhere = (test: (path: string) => boolean) => Object.values(paths).filter(test).sort();

describe('routes', () => {
  it('resolve every page path of both specs, each to one route, with or without a trailing slash', () => {
    for (const path of Object.values(paths)) {
      expect(findRoute(path), path).toBeDefined();
      expect(findRoute(`${path}/`), `${path}/`).toBe(findRoute(path));
    }
    const listed = ROUTES.flatMap((route) => route.paths);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('leave the home aliases and unknown paths to the router (they go home)', () => {
    for (const alias of HOME_ALIASES) expect(findRoute(alias), alias).toBeUndefined();
    expect(findRoute('/m/no-such-page')).toBeUndefined();
  });

  it('hide the shared header exactly on login, register, mine, agent, help, download and forget', () => {
    expect(pathsWhere((path) => findRoute(path)?.header === false)).toEqual(
      [
        paths.agent,
        paths.download,
        paths.forget,
        paths.help,
        paths.helpDetail,
        paths.login,
        paths.memberHome,
        paths.mine,
        paths.register,
        paths.registerHtml,
      ].sort(),
    );
  });

  it('hide the bottom navigation exactly on the pages the spec lists', () => {
    expect(pathsWhere((path) => findRoute(path)?.bottomNav === false)).toEqual(
      [
        paths.login,
        paths.register,
        paths.registerHtml,
        paths.trial,
        paths.launchGame,
        paths.changePassword,
        paths.notice,
        paths.activity,
        paths.forget,
        paths.service,
        paths.moreLottery,
        paths.userAgreement,
        paths.maintenance,
        paths.download,
        paths.agent,
      ].sort(),
    );
  });

  it('send back home from login, register, trial, notice and forget', () => {
    expect(pathsWhere((path) => findRoute(path)?.backHome === true)).toEqual(
      [paths.forget, paths.login, paths.notice, paths.register, paths.registerHtml, paths.trial].sort(),
    );
  });

  it('give home alone the extra top component, and every other page a title', () => {
    expect(pathsWhere((path) => findRoute(path)?.home === true)).toEqual([paths.home]);
    for (const path of Object.values(paths)) if (path !== paths.home) expect(findRoute(path)?.title, path).toBeTruthy();
  });

  it('give every page of the member area its member page, none falling back to home', () => {
    const memberPages = {
      [paths.mine]: 'MinePage',
      [paths.memberHome]: 'MinePage',
      [paths.notice]: 'NoticePage',
      [paths.memberNotice]: 'NoticePage',
      [paths.webEmail]: 'MessagesPage',
      [paths.message]: 'MessagesPage',
      [paths.help]: 'HelpPage',
      [paths.helpDetail]: 'HelpPage',
      [paths.userAgreement]: 'UserAgreementPage',
      [paths.download]: 'DownloadPage',
      [paths.service]: 'ServicePage',
      [paths.activity]: 'ActivityPage',
      [paths.activityInfo]: 'ActivityInfoPage',
      [paths.rewardCenter]: 'RewardCenterPage',
      [paths.vipBenefits]: 'VipBenefitsPage',
      [paths.leaderBoard]: 'LeaderBoardPage',
      [paths.inviteFriends]: 'InviteFriendsPage',
    };
    for (const [path, module] of Object.entries(memberPages)) {
      expect(findRoute(path)?.page, path).toEqual({ area: 'member', module });
    }
  });

  it('name only pages that their area exposes', () => {
    // The host never imports an area; its federation config, read as text, says what it exposes.
    const exposes = (area: string) =>
      readFileSync(join(__dirname, `../../../remote-${area}/module-federation.config.ts`), 'utf8');
    for (const route of ROUTES) {
      if (route.page) expect(exposes(route.page.area), route.paths[0]).toContain(`'./${route.page.module}':`);
    }
  });
});
