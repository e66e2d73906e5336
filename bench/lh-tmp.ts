import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { SiteApi } from "../scripts/site-api";
import { fillRealisticContent } from "./support/realistic-content";
import { startSite } from "./support/site-process";
const site = await startSite(5412);
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"] });
try {
const api = new SiteApi(site.url); await api.signIn("owner", "owner-pass-123"); await fillRealisticContent(api);
await fetch(`${site.url}/`); await fetch(`${site.url}/`);
const r = await lighthouse(`${site.url}/`, { port: chrome.port, output: "json", logLevel: "error" });
const a = r!.lhr.audits;
console.log("score", r!.lhr.categories.performance.score, "LCP", a["largest-contentful-paint"].numericValue, "FCP", a["first-contentful-paint"].numericValue);
const el = (a["largest-contentful-paint-element"].details as any).items;
console.log(JSON.stringify(el[1].items), "server", a["server-response-time"].numericValue, JSON.stringify(a["render-blocking-resources"].details).slice(0,300));
const reqs = (a["network-requests"].details as any).items.slice(0, 25).map((x: any) => `${Math.round(x.networkRequestTime)}-${Math.round(x.networkEndTime)} ${x.priority} ${x.resourceType} ${Math.round(x.transferSize/1024)}KB ${x.url.replace(site.url, "").slice(0, 70)}`);
console.log(reqs.join("\n"));
} finally { chrome.kill(); await site.stop(); }
