// Runs a command with Node.js 24, whatever Node started it: `npm start`, `npm test` and `npm run dev` go through
// here so that a machine with an older Node (Debian ships 20) needs no manual setup. Node 24 comes from the npm
// registry (the node-<platform>-<arch> packages) into a cache, and its folder goes first on PATH so the command's
// own `node`, `npm` and `npx` calls use it too. This file runs before `npm ci` on the oldest Node it may meet:
// plain JavaScript, no dependencies.
// Usage: node scripts/with-node24.mjs <command> [arguments...]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';

const requiredMajor = 24;
const onWindows = process.platform === 'win32';

const [command, ...commandArguments] = process.argv.slice(2);
if (!command) {
  console.error('Usage: node scripts/with-node24.mjs <command> [arguments...]');
  process.exit(2);
}

const runningMajor = Number(process.versions.node.split('.')[0]);
const env = { ...process.env };
let executable = command;
if (runningMajor < requiredMajor) {
  const binDirectory = node24BinDirectory();
  // Windows spells it Path; a second PATH key would leave the child one of the two at random.
  const pathKey = Object.keys(env).find((key) => key.toUpperCase() === 'PATH') ?? 'PATH';
  env[pathKey] = [binDirectory, env[pathKey]].filter(Boolean).join(delimiter);
  if (command === 'node') executable = join(binDirectory, onWindows ? 'node.exe' : 'node');
}
run(executable, commandArguments);

/** The bin folder of the cached Node 24, installed from the npm registry on first use. */
function node24BinDirectory() {
  const cache = process.env.NODE24_CACHE || join(homedir(), '.cache', 'node24');
  const packageName = `node-${onWindows ? 'win' : process.platform}-${process.arch}`;
  const binDirectory = join(cache, 'node_modules', packageName, 'bin');
  const node24 = join(binDirectory, onWindows ? 'node.exe' : 'node');
  if (runsAsNode24(node24)) {
    console.error(
      `Node ${process.versions.node} is older than ${requiredMajor}: running with Node ${requiredMajor} from ${cache}.`,
    );
    return binDirectory;
  }
  console.error(
    `Node ${process.versions.node} is older than ${requiredMajor}: installing Node ${requiredMajor} ` +
      `(npm package ${packageName}) into ${cache} and running with it.`,
  );
  mkdirSync(cache, { recursive: true });
  // --prefix and the cache as working folder: the project's .npmrc and package.json stay out of this install.
  const install = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      cache,
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `${packageName}@${requiredMajor}`,
    ],
    // npm's summary would be a second line; its errors still show.
    { cwd: cache, stdio: ['ignore', 'ignore', 'inherit'], shell: onWindows },
  );
  if (install.status !== 0 || !runsAsNode24(node24)) {
    console.error(
      `Could not install ${packageName}@${requiredMajor} from the npm registry. ` +
        `Install Node.js ${requiredMajor} yourself (see .nvmrc) and run the command again.`,
    );
    process.exit(1);
  }
  return binDirectory;
}

/** Whether the cached binary is there and whole: an install cut short can leave a file that does not run. */
function runsAsNode24(binary) {
  if (!existsSync(binary)) return false;
  const major = spawnSync(binary, ['-p', 'process.versions.node.split(".")[0]'], { encoding: 'utf8' }).stdout;
  return Number(major) >= requiredMajor;
}

/** Runs the command in the foreground and ends this process the way the command ended. */
function run(file, args) {
  // npm needs a shell on Windows (npm.cmd); elsewhere the arguments go through untouched.
  const child = spawn(file, args, { stdio: 'inherit', env, shell: onWindows });
  // Ctrl+C reaches the whole process group: the command decides how to stop, this process waits for it.
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  child.on('error', (error) => {
    console.error(`Could not run ${file}: ${error.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    if (signal) {
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
    } else {
      process.exit(code ?? 1);
    }
  });
}
