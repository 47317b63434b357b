import { ensureMockData } from '../../../../scripts/mock-data.ts';

/** Writes the mock files before their checks run, when they are missing or older than what they are made from. */
export default function setup(): void {
  ensureMockData();
}
