import { DEFAULT_SETTINGS, PALETTE_BACKGROUNDS, SETTING_CHOICES } from "./settings.ts";

/** Where the browser keeps the settings (src/web/lib/settings-store.ts reads the same key). */
export const SETTINGS_STORAGE_KEY = "typetempo:settings";

/**
 * The script in the document's head that puts the stored settings on <html> before the first
 * paint, so a prerendered page never flashes the default theme, and gives the browser's bars the
 * palette's background through the theme-color meta before it. It mirrors settingsAttributes
 * and settingAttribute without zod: any value it does not know falls back to the default. Its text is fixed, so the
 * Content-Security-Policy allows it by hash.
 */
export function settingsScript(): string {
  return `(function(){var s={};try{s=JSON.parse(localStorage.getItem(${JSON.stringify(SETTINGS_STORAGE_KEY)}))||{}}catch(e){}
var a=${JSON.stringify(SETTING_CHOICES)},d=${JSON.stringify(DEFAULT_SETTINGS)},h=document.documentElement;
for(var k in a){var v=a[k].indexOf(s[k])<0?d[k]:s[k];
if(k==="theme"){if(v==="system")v=matchMedia("(prefers-color-scheme: light)").matches?"light":"dark";
var m=document.querySelector('meta[name="theme-color"]');if(m)m.setAttribute("content",${JSON.stringify(PALETTE_BACKGROUNDS)}[v])}
h.setAttribute("data-"+k.replace(/[A-Z]/g,function(c){return"-"+c.toLowerCase()}),String(v))}})()`;
}
