// Starts the portal server once the URL given (another instance's /ready) answers 200.
const readyUrl = process.argv[2];
if (!readyUrl) throw new Error('usage: start-when-ready.ts <ready URL>');
for (let attempt = 0; ; attempt++) {
  if (attempt > 900) throw new Error(`${readyUrl} did not answer in 90 s`);
  const ready = await fetch(readyUrl).then(
    (response) => response.ok,
    () => false,
  );
  if (ready) break;
  await new Promise((resolve) => setTimeout(resolve, 100));
}
await import('../../server/src/main.ts');
