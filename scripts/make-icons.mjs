// Renders web/public/favicon.svg to the PNG icons of the web app manifest (192, 512, and a 180 px
// apple-touch-icon) with Debian's Chromium. Run after changing the SVG: `node scripts/make-icons.mjs`; the
// PNGs are committed.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const pub = fileURLToPath(new URL('../web/public/', import.meta.url));
const svg = readFileSync(`${pub}favicon.svg`, 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const [name, size] of [
    ['icon-192.png', 192],
    ['icon-512.png', 512],
    ['apple-touch-icon.png', 180],
  ]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0;background:#09090b}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    writeFileSync(`${pub}${name}`, await page.screenshot({ type: 'png' }));
    await page.close();
  }
} finally {
  await browser.close();
}
console.log('icons written to web/public');
