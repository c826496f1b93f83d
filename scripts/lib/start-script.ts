// The host page's start script: it runs the host's own scripts once the first screen is painted
// (see START_SCRIPT). withLinks (preload-links.ts) puts it in the page; the page's policy allows it
// by its hash.
import { FIRST_SCREEN_ID } from './first-screens';
import { inlineScriptSource } from './site-headers';

/** The element that holds the start script's list of scripts (JSON, which no browser runs). */
export const START_FILES_ID = 'start-files';

/**
 * Runs in <head>: adds the host's own scripts (the list in START_FILES_ID) once the first screen is
 * painted, instead of `defer`, which runs them as soon as the page is read, often before its first
 * paint: the federation runtime's start then held back the first screen. They are fetched from the
 * page's first bytes all the same (their preloads), so only their running waits. When <head> preloads
 * a lead image (home's first banner), they wait for it to arrive and be painted too. The paint is
 * the first contentful paint where the browser reports it, else the frame after the script.
 *
 * A page with no first screen to paint (none sent, or the check in <head> turned it off: another
 * language, another address) starts when it has been read, as `defer` did: it has nothing to paint
 * before the app. A page in the background starts at once, and the scripts start after 1.5 s
 * whatever happens. They are added with `async = false`, so they run in order, as `defer` ran them.
 */
export const START_SCRIPT =
  '(function(){var d=document,b=!1,f;' +
  `try{f=JSON.parse(d.getElementById('${START_FILES_ID}').textContent)}catch(e){return}` +
  'function go(){if(b)return;b=!0;for(var i=0;i<f.length;i++){' +
  "var n=d.createElement('script');n.src=f[i];n.async=!1;d.head.appendChild(n)}}" +
  'function frame(){requestAnimationFrame(function(){setTimeout(go,0)})}' +
  "function painted(){if(d.visibilityState!=='visible')return go();var P=window.PerformanceObserver;" +
  "if(!P||(P.supportedEntryTypes||[]).indexOf('paint')<0)return frame();" +
  "var o=new P(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();frame()}});" +
  "o.observe({type:'paint',buffered:!0})}" +
  'setTimeout(go,1500);' +
  "d.addEventListener('DOMContentLoaded',function(){" +
  `if(!d.getElementById('${FIRST_SCREEN_ID}')||d.documentElement.getAttribute('data-first-screen')==='off')go()});` +
  "var m=d.querySelector('link[rel=preload][as=image]');" +
  "if(m&&!performance.getEntriesByName(m.href).length){m.addEventListener('load',painted);m.addEventListener('error',painted)}" +
  'else painted()})()';

/** The start script's hash, which the page's policy names so that it may run. */
export const START_SCRIPT_SOURCE = inlineScriptSource(START_SCRIPT);

/** The host's own script tags as its build wrote them (deferred, in order). */
const HOST_SCRIPT = /<script defer src="([^"]+)"><\/script>\s*/gi;

const decodeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The host page without its deferred script tags, and what takes their place in <head>: their list
 * and the start script, or nothing for a page that had none.
 */
export function startScript(html: string): { html: string; head: string } {
  const scripts = [...html.matchAll(HOST_SCRIPT)].map((match) => decodeAttribute(match[1] ?? ''));
  if (!scripts.length) return { html, head: '' };
  // `<` escaped, so nothing in the list can close its element.
  const list = JSON.stringify(scripts).replace(/</g, '\\u003c');
  return {
    html: html.replace(HOST_SCRIPT, ''),
    head: `<script type="application/json" id="${START_FILES_ID}">${list}</script><script>${START_SCRIPT}</script>`,
  };
}
