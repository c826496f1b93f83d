import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { CUT_SHORT_ATTRIBUTE, FIRST_SCREEN_ID, FIRST_SCREEN_STYLE_ID, READY_ATTRIBUTE } from './first-screen-ids';
import { watchFirstScreen } from './first-screen';
import { showStartFailed } from './start-failed';

/** Where an element is drawn: jsdom lays nothing out, so each test says what is on screen. */
function drawnAt(element: Element, top: number) {
  element.getBoundingClientRect = () =>
    ({ top, bottom: top + 40, left: 0, right: 100, width: 100, height: 40 }) as DOMRect;
}

/** A page as the server sent it: its first screen and style, and the site's root behind them. */
function page(): HTMLElement {
  const style = document.createElement('style');
  style.id = FIRST_SCREEN_STYLE_ID;
  document.head.append(style);
  const copy = document.createElement('div');
  copy.id = FIRST_SCREEN_ID;
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(copy, root);
  return root;
}

function drawPage(root: HTMLElement, content: string) {
  root.innerHTML = `<main>${content}</main>`;
}

const firstScreenShown = () => document.getElementById(FIRST_SCREEN_ID) !== null;

describe('the first screen the server sent', () => {
  afterEach(() => {
    document.body.replaceChildren();
    document.getElementById(FIRST_SCREEN_STYLE_ID)?.remove();
  });

  it('stays in front until the page behind it is drawn, then gives way with its style', async () => {
    const root = page();
    const ready = watchFirstScreen(root);
    await new Promise((done) => setTimeout(done, 300));
    // Nothing drawn yet: the frame alone is not the page.
    expect(firstScreenShown()).toBe(true);
    drawPage(root, '<h1>Mga sikat na laro</h1>');
    await ready;
    expect(firstScreenShown()).toBe(false);
    expect(document.getElementById(FIRST_SCREEN_STYLE_ID)).toBeNull();
    expect(root).toHaveAttribute(READY_ATTRIBUTE, 'ready');
  });

  it('waits while a part on screen is still loading, but not for one below the fold', async () => {
    const root = page();
    drawPage(root, '<h1>Lobby</h1><div data-loading="">Naglo-load…</div><div aria-busy="true">later</div>');
    const [onScreen, belowFold] = root.querySelectorAll('[data-loading], [aria-busy]');
    drawnAt(onScreen!, 100);
    drawnAt(belowFold!, window.innerHeight + 200);
    let done = false;
    void watchFirstScreen(root).then(() => {
      done = true;
    });
    await new Promise((wait) => setTimeout(wait, 400));
    expect(done).toBe(false);
    expect(firstScreenShown()).toBe(true);
    onScreen!.remove();
    await waitFor(() => expect(done).toBe(true));
    expect(firstScreenShown()).toBe(false);
  });

  it('waits for the pictures on screen to arrive', async () => {
    const root = page();
    drawPage(root, '<h1>Home</h1><img alt="" src="/banner.png">');
    const image = root.querySelector('img')!;
    drawnAt(image, 120);
    let complete = false;
    Object.defineProperty(image, 'complete', { get: () => complete });
    const ready = watchFirstScreen(root);
    await new Promise((wait) => setTimeout(wait, 400));
    expect(firstScreenShown()).toBe(true);
    complete = true;
    await ready;
    expect(firstScreenShown()).toBe(false);
    expect(root).not.toHaveAttribute(CUT_SHORT_ATTRIBUTE);
  });

  it('gives way after the longest wait even when the page never settles', async () => {
    const root = page();
    drawPage(root, '<div data-loading="">Naglo-load…</div>');
    drawnAt(root.querySelector('[data-loading]')!, 0);
    await watchFirstScreen(root, { longestMs: 300 });
    expect(firstScreenShown()).toBe(false);
    expect(root).toHaveAttribute(READY_ATTRIBUTE, 'ready');
    // Shown incomplete: the server must not take its copy.
    expect(root).toHaveAttribute(CUT_SHORT_ATTRIBUTE);
  });

  it('gives way to a page drawn without the frame, such as the notice that the start-up failed', async () => {
    const root = page();
    root.innerHTML = '<div role="alert">Hindi makuha ang mga setting ng site.</div>';
    await watchFirstScreen(root);
    expect(firstScreenShown()).toBe(false);
  });

  it('gives way to the notice when the site cannot start', () => {
    const root = page();
    showStartFailed(root);
    expect(firstScreenShown()).toBe(false);
    expect(root.querySelector('[role="alert"]')).not.toBeNull();
  });
});
