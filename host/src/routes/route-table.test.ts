import { describe, expect, it } from 'vitest';
import { findRoute, ROUTES } from './route-table';

describe('route table', () => {
  it('hides the header exactly on login, register, mine, agent, help, download and forget', () => {
    const hidden = ROUTES.filter((route) => !route.header).map((route) => route.path);
    expect(hidden.sort()).toEqual(
      [
        '/m/agent',
        '/m/download',
        '/m/forget',
        '/m/help',
        '/m/helpDetail',
        '/m/login',
        '/m/member/home',
        '/m/mine',
        '/m/register',
        '/m/register.html',
      ].sort(),
    );
  });

  it('hides the bottom navigation on the pages the spec lists', () => {
    for (const path of [
      '/m/login',
      '/m/register',
      '/m/trail',
      '/m/launchGame',
      '/m/changePsw',
      '/m/notice',
      '/m/activity',
      '/m/forget',
      '/m/service',
      '/m/moreLottery',
      '/m/useragreement',
      '/m/maintenance',
      '/m/download',
      '/m/agent',
    ]) {
      expect(findRoute(path)?.bottomNav, path).toBe(false);
    }
    expect(findRoute('/m/home')?.bottomNav).toBe(true);
    expect(findRoute('/m/mine')?.bottomNav).toBe(true);
  });

  it('sends back home from login, register, trial, notice and forget', () => {
    const home = ROUTES.filter((route) => route.backHome).map((route) => route.path);
    expect(home.sort()).toEqual(
      ['/m/forget', '/m/login', '/m/notice', '/m/register', '/m/register.html', '/m/trail'].sort(),
    );
  });

  it('lists each path once and ignores a trailing slash', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(findRoute('/m/login/')?.path).toBe('/m/login');
  });
});
