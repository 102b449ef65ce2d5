// Frame times of a canvas game on a phone-class CPU: loads a built game's page in Chromium at
// 360 x 740 with a device pixel ratio of 2, slows the CPU 4x through the DevTools protocol
// (Emulation.setCPUThrottlingRate), presses the game's first action every 1.2 s (a cast, a spin)
// and records every animation frame for 6 s. Prints the frame rate, the median and 95th
// percentile frame interval, the share of frames later than 25 ms and the main thread's busy
// time per frame. Reports only: timings on a shared machine are not asserted anywhere.
// Usage: npm run audit:frames -- [slug] (default fisher-man); needs `npm run build` first.
// DPR=1 sets the device pixel ratio, PRESS=0 leaves the game idle.
import { chromium } from 'playwright-core';
import { startSite } from './start-site.mjs';

const { register } = await import('tsx/esm/api');
register();
const { findBrowserOrExit, PLAYWRIGHT_CHROME_ARGS } = await import('./find-browser.ts');

const slug = process.argv[2] ?? 'fisher-man';
const THROTTLE = 4;
const SECONDS = 6;
const DPR = Number(process.env.DPR ?? 2);
const PRESS = process.env.PRESS !== '0';

const server = await startSite('.frame-times.db');
const browser = await chromium.launch({ executablePath: findBrowserOrExit(), args: PLAYWRIGHT_CHROME_ARGS });
try {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: DPR });
  const page = await context.newPage();
  await page.goto(`${server.url}/games/${slug}/index.html`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await cdp.send('Performance.enable');
  await page.waitForTimeout(1000);
  const busy = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value])).TaskDuration;
  const busyBefore = await busy();
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.start');
  // The presses come from the page itself (a click on the first action that has a word on it),
  // so the test driver's own work does not land in the measured frames.
  if (PRESS) {
    await page.evaluate(() => {
      const action = [...document.querySelectorAll('.shell__actions button')].find((b) => /\w{3}/.test(b.textContent ?? ''));
      setInterval(() => action?.click(), 1200);
    });
  }
  const intervals = await page.evaluate(
    (seconds) =>
      new Promise((resolve) => {
        const times = [];
        const step = (now) => {
          times.push(now);
          if (now - times[0] < seconds * 1000) requestAnimationFrame(step);
          else resolve(times.slice(1).map((t, i) => t - times[i]));
        };
        requestAnimationFrame(step);
      }),
    SECONDS,
  );
  const busySeconds = (await busy()) - busyBefore;
  const scriptMs = gameScriptTime((await cdp.send('Profiler.stop')).profile);
  const sorted = [...intervals].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const total = intervals.reduce((sum, t) => sum + t, 0);
  console.log(`${slug} at 360 x 740, DPR ${DPR}, CPU throttled ${THROTTLE}x, ${SECONDS} s${PRESS ? ', the first action pressed every 1.2 s' : ', idle'}:`);
  console.log(`  frames ${intervals.length}, ${((intervals.length * 1000) / total).toFixed(1)} fps`);
  console.log(`  frame interval median ${at(0.5).toFixed(1)} ms, 95th percentile ${at(0.95).toFixed(1)} ms, longest ${sorted.at(-1).toFixed(1)} ms`);
  console.log(`  frames later than 25 ms: ${((intervals.filter((t) => t > 25).length * 100) / intervals.length).toFixed(1)}%`);
  console.log(`  main-thread busy time (throttled): ${((busySeconds * 1000) / intervals.length).toFixed(2)} ms per frame`);
  console.log(`  time in the game's own script and the canvas calls it makes (throttled, sampled): ${(scriptMs / intervals.length).toFixed(2)} ms per frame`);
  await context.close();
} finally {
  await browser.close();
  server.kill('SIGTERM');
}

/** Milliseconds of a CPU profile spent with a game bundle's function on the stack. */
function gameScriptTime(profile) {
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const inGame = new Map();
  const isInGame = (id) => {
    if (id === undefined) return false;
    if (!inGame.has(id)) inGame.set(id, byId.get(id).callFrame.url.includes('/games/assets/') || isInGame(parent.get(id)));
    return inGame.get(id);
  };
  return profile.samples.reduce((sum, id, i) => sum + (isInGame(id) ? profile.timeDeltas[i] : 0), 0) / 1000;
}
