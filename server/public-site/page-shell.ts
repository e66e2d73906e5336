import crypto from "node:crypto";
import {
  DEFERRED_FORM_ATTRIBUTE,
  HELD_INPUT_KEY,
  HELD_TAP_ATTRIBUTE,
  HERO_ELEMENT_TIMING,
  VISIT_LANDING_KEY,
  VISIT_STARTED_KEY,
} from "@shared/ssr";

/** How long after the page is parsed its code starts loading at the latest, painted or not. */
export const CODE_AT_THE_LATEST_MS = 3000;

// A server-rendered page is whole before its code runs, so the code is asked for only once the page
// is on screen: its hero picture painted, or (a page without one) its first content. On a phone's
// connection the HTML, its picture and its fonts then do not share the line with the script, and the
// first paint never waits for hydration. Until the code arrives the shell notes the last tap on a held
// button and holds a deferred form's submit (client/src/lib/held-tap.ts and held-submit.ts take them
// over). It also notes the page load in the tab's visit (client/src/lib/visit.ts reads it): a visitor
// who moves on before the code arrives has still seen this page, so the next is not their first.
//
// It is the one inline script of the pages, allowed by its hash in the Content-Security-Policy, and it
// is plain ES5 because it runs before anything else on any phone. The code's URLs come from its own
// data-code attribute (the entry first, then the modules to preload), so its text never changes.
// Where the browser cannot say when a picture or the first content was painted (no Element Timing,
// no paint timing), the frame after it loaded stands in.
export const PAGE_SHELL = `(function(){
var first=true;try{first=sessionStorage.getItem("${VISIT_STARTED_KEY}")===null;sessionStorage.setItem("${VISIT_STARTED_KEY}","1")}catch(e){}
window.${VISIT_LANDING_KEY}={path:location.pathname,hash:location.hash,firstOfVisit:first};
var held=window.${HELD_INPUT_KEY}={tap:null,form:null};
addEventListener("click",function(e){var t=e.target instanceof Element&&e.target.closest("[${HELD_TAP_ATTRIBUTE}]");if(t)held.tap=t},true);
addEventListener("submit",function(e){var f=e.target;if(e.defaultPrevented||!(f instanceof HTMLFormElement)||!f.closest("[${DEFERRED_FORM_ATTRIBUTE}]"))return;e.preventDefault();held.form=f});
var code=document.currentScript.getAttribute("data-code").split(" "),started=false;
function start(){if(started)return;started=true;code.forEach(function(href,i){var el=document.createElement(i?"link":"script");if(i)el.rel="modulepreload";else el.type="module";el.crossOrigin="";el[i?"href":"src"]=href;document.head.appendChild(el)})}
function soon(){setTimeout(start,0)}
function afterFrame(){requestAnimationFrame(soon)}
var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];
function watch(type,test){new PerformanceObserver(function(list){if(list.getEntries().some(test))soon()}).observe({type:type,buffered:true})}
document.addEventListener("DOMContentLoaded",function(){
setTimeout(start,${CODE_AT_THE_LATEST_MS});
var hero=document.querySelector('img[elementtiming="${HERO_ELEMENT_TIMING}"]');
if(!hero)return types.indexOf("paint")<0?afterFrame():watch("paint",function(p){return p.name=="first-contentful-paint"});
hero.addEventListener("error",afterFrame);
if(types.indexOf("element")>=0)watch("element",function(p){return p.element==hero});
else if(hero.complete)afterFrame();else hero.addEventListener("load",afterFrame);
});
})()`;

/** The shell's hash, for the Content-Security-Policy's script-src. */
export const PAGE_SHELL_HASH = `'sha256-${crypto.createHash("sha256").update(PAGE_SHELL).digest("base64")}'`;

const MODULE_SCRIPT = /<script type="module"[^>]*\ssrc="(\/(?!@)[^"]+)"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;

/**
 * The page template with its entry script and module preloads replaced by the shell, which asks for
 * them (and for `pageModules`, the code of the page itself) once the page is painted. A template
 * without an entry script of the app's own is returned as it is.
 */
export function withPageShell(template: string, pageModules: string[]): string {
  const entry = [...template.matchAll(MODULE_SCRIPT)].map((match) => match[1]);
  if (entry.length !== 1) return template;
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const code = [...new Set([entry[0], ...preloads, ...pageModules])].join(" ");
  return template
    .replace(MODULE_PRELOAD, "")
    .replace(MODULE_SCRIPT, () => `<script data-code="${code}">${PAGE_SHELL}</script>\n    `);
}
