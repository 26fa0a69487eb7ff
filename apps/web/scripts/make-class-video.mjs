/* global document, MediaRecorder, performance, requestAnimationFrame, Blob, btoa */
// Makes apps/web/public/media/how-a-class-plays.webm, the home page's
// "How a class plays" video, by drawing an animation on a canvas in the
// system chromium and recording it with MediaRecorder (no ffmpeg needed).
// The picture has no words, only numbers and nicknames, so one video serves
// every language; the words are in the per-language WebVTT captions beside it.
// Run from the repository root: npx node apps/web/scripts/make-class-video.mjs
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';

const out = path.resolve(import.meta.dirname, '../public/media/how-a-class-plays.webm');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
await page.setContent('<canvas id="c" width="640" height="360"></canvas>');
const base64 = await page.evaluate(async () => {
  const W = 640, H = 360, SECONDS = 24;
  const canvas = document.getElementById('c');
  const ctx = canvas.getContext('2d');
  const green = '#0b4f38', soft = '#e3f4ec', colours = ['#ffd166', '#7ee0b5', '#f4978e', '#a5c8ff'];
  const nick = ['Fox', 'Comet', 'Maple'];
  const ease = (x) => (x <= 0 ? 0 : x >= 1 ? 1 : 1 - Math.pow(1 - x, 3));
  const text = (s, x, y, size, colour = '#fff', weight = 700) => {
    ctx.fillStyle = colour;
    ctx.font = `${weight} ${size}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(s, x, y);
  };
  const round = (x, y, w, h, r, colour) => {
    ctx.fillStyle = colour;
    ctx.beginPath();
    ctx.roundRect(x, y, w, h, r);
    ctx.fill();
  };
  const device = (x, y, i, t) => {
    round(x, y, 150, 220, 18, '#1f2933');
    round(x + 10, y + 14, 130, 192, 10, '#fff');
    const code = '4821';
    const typed = code.slice(0, Math.floor(ease((t - 0.5 - i * 0.4) / 2) * 4 + 0.0001));
    round(x + 22, y + 40, 106, 40, 8, soft);
    text(typed, x + 75, y + 60, 26, green);
    const nameIn = ease((t - 3 - i * 0.3) / 1);
    if (nameIn > 0) {
      ctx.globalAlpha = nameIn;
      round(x + 22, y + 96, 106, 36, 8, colours[i]);
      text(nick[i], x + 75, y + 114, 18, '#1a1a1a');
      ctx.globalAlpha = 1;
    }
    if (t > 4.5) {
      round(x + 40, y + 150, 70, 36, 18, green);
      text('✓', x + 75, y + 168, 20);
    }
  };
  const draw = (t) => {
    ctx.fillStyle = '#f3f8f5';
    ctx.fillRect(0, 0, W, H);
    if (t < 6) {
      // The teacher's board: an activity is chosen and the code appears.
      round(120, 40, 400, 250, 24, green);
      const k = ease((t - 1) / 1.5);
      ctx.globalAlpha = k;
      text('4821', 320, 120, 72);
      ctx.globalAlpha = 1;
      for (let i = 0; i < 4; i++) {
        const h = 30 + 20 * i;
        round(190 + i * 70, 270 - h * ease((t - 2.5 - i * 0.2) / 1), 40, h * ease((t - 2.5 - i * 0.2) / 1), 8, colours[i]);
      }
    } else if (t < 12) {
      // Three students type the code and pick a nickname.
      for (let i = 0; i < 3; i++) device(70 + i * 180, 70, i, t - 6);
    } else if (t < 18) {
      // Everyone plays the same question; the live scoreboard grows.
      const s = t - 12;
      round(30, 40, 330, 280, 20, '#fff');
      text('7 × 8 = ?', 195, 100, 40, green, 800);
      [54, 56, 58, 64].forEach((n, i) => {
        const picked = i === 1 && s > 2;
        round(60 + (i % 2) * 140, 150 + Math.floor(i / 2) * 80, 120, 60, 14, picked ? green : soft);
        text(String(n), 120 + (i % 2) * 140, 180 + Math.floor(i / 2) * 80, 28, picked ? '#fff' : green);
      });
      round(380, 40, 230, 280, 20, green);
      const scores = [0.9, 0.75, 0.6];
      nick.forEach((name, i) => {
        text(name, 430, 100 + i * 80, 18, '#fff', 600);
        round(470, 88 + i * 80, 120 * scores[i] * ease((s - 1 - i * 0.3) / 3), 24, 8, colours[i]);
      });
    } else {
      // Results: which question was hardest, ready to talk about.
      const s = t - 18;
      round(60, 40, 520, 280, 20, '#fff');
      const right = [0.95, 0.8, 0.35, 0.85, 0.9];
      right.forEach((r, i) => {
        const h = 200 * r * ease((s - i * 0.2) / 1.5);
        const hardest = i === 2 && s > 2.5;
        round(110 + i * 92, 290 - h, 60, h, 10, hardest ? '#f4978e' : '#7ee0b5');
        text(String(i + 1), 140 + i * 92, 305, 16, green);
      });
      if (s > 2.5) {
        ctx.strokeStyle = '#a4161a';
        ctx.lineWidth = 4;
        ctx.beginPath();
        ctx.arc(324, 200, 60, 0, Math.PI * 2);
        ctx.stroke();
      }
    }
  };
  const stream = canvas.captureStream(30);
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp9', videoBitsPerSecond: 600_000 });
  const chunks = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  recorder.start(1000);
  const t0 = performance.now();
  await new Promise((resolve) => {
    const frame = () => {
      const t = (performance.now() - t0) / 1000;
      draw(Math.min(t, SECONDS));
      if (t < SECONDS) requestAnimationFrame(frame);
      else resolve();
    };
    frame();
  });
  recorder.stop();
  await new Promise((r) => (recorder.onstop = r));
  const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
});
await writeFile(out, Buffer.from(base64, 'base64'));
console.log(`wrote ${out} (${Math.round(Buffer.from(base64, 'base64').length / 1024)} KB)`);
await browser.close();
