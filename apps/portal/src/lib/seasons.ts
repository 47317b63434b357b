/**
 * The seasons a buyer filters by: the coming spring/summer and the five seasons before it (three years of
 * history, as the order systems keep), newest first, e.g. SS27, FW26, SS26, FW25, SS25, FW24.
 */
export function recentSeasons(today: Date = new Date()): string[] {
  const year = today.getUTCFullYear() % 100;
  const pad = (value: number) => String((value + 100) % 100).padStart(2, '0');
  return [
    `SS${pad(year + 1)}`,
    `FW${pad(year)}`,
    `SS${pad(year)}`,
    `FW${pad(year - 1)}`,
    `SS${pad(year - 1)}`,
    `FW${pad(year - 2)}`,
  ];
}
