/**
 * Writes the video of the demo content's video banners: 4 seconds, 640x360, H.264, no sound, an animated dusk
 * gradient with two rolling ridges and a rising sun. Needs ffmpeg (with libx264); the result is committed, so
 * nothing else does. The file name carries a hash of the content so it can be cached for good; put the name
 * printed into `seasonVideo.file` of src/modules/content/media/catalogue.ts.
 *
 *   node scripts/make-content-video.ts      (or: npm run media:video -w @portal/server)
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const videoDir = path.resolve(import.meta.dirname, '../content/media/video');

const nearRidge = '250+22*sin(X/53+T*0.5)+14*sin(X/21+1.3)';
const farRidge = '200+30*sin(X/71-T*0.3)+12*sin(X/29)';
const sun = 'lte((X-470)*(X-470)+(Y-150+T*6)*(Y-150+T*6)\\,1156)';
/** Per plane: near ridge, far ridge, sun, else the gradient (YUV values of #14213d, #3d5a80, #fcecc8). */
const plane = (near: number, far: number, sunValue: number, own: string) =>
  `if(gt(Y\\,${nearRidge})\\,${near}\\,if(gt(Y\\,${farRidge})\\,${far}\\,if(${sun}\\,${sunValue}\\,${own}(X\\,Y))))`;

const work = mkdtempSync(path.join(tmpdir(), 'portal-video-'));
try {
  const output = path.join(work, 'season-preview.mp4');
  execFileSync(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
      '-i',
      'gradients=s=640x360:c0=0x14213d:c1=0x7b4b73:c2=0xe76f51:c3=0xf2b880:nb_colors=4:speed=0.008:d=4:r=25:seed=3:type=linear',
      '-vf',
      `format=yuv444p,geq=lum='${plane(44, 90, 225, 'lum')}':cb='${plane(142, 149, 112, 'cb')}':cr='${plane(120, 112, 136, 'cr')}',format=yuv420p`,
      ...['-c:v', 'libx264', '-profile:v', 'main', '-pix_fmt', 'yuv420p', '-preset', 'slow', '-crf', '28'],
      ...['-movflags', '+faststart', '-an', '-map_metadata', '-1', '-fflags', '+bitexact', output],
    ],
    { stdio: 'inherit' },
  );
  const bytes = readFileSync(output);
  const name = `season-preview.${createHash('sha256').update(bytes).digest('hex').slice(0, 8)}.mp4`;
  for (const old of readdirSync(videoDir).filter((file) => file.endsWith('.mp4'))) rmSync(path.join(videoDir, old));
  writeFileSync(path.join(videoDir, name), bytes);
  process.stdout.write(`video/${name} (${bytes.length} bytes)\n`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
