import { queryOptions, useQuery } from '@tanstack/react-query';

/** Whether a video file is there: `missing` only when the server says so (404, 410). */
export type VideoAvailability = 'available' | 'missing' | 'unknown';

/**
 * `HEAD <video file>`: asks for the file's headers only, so nothing of the video is downloaded before the
 * user presses play. A media server on another origin may not answer a script (CORS): then the player tries.
 */
export async function checkVideo(url: string): Promise<VideoAvailability> {
  try {
    const response = await fetch(new URL(url, window.location.origin), { method: 'HEAD', credentials: 'same-origin' });
    if (response.ok) return 'available';
    return response.status === 404 || response.status === 410 ? 'missing' : 'unknown';
  } catch {
    return 'unknown';
  }
}

export function videoAvailabilityQueryOptions(url: string) {
  return queryOptions({ queryKey: ['video-availability', url], queryFn: () => checkVideo(url), staleTime: 5 * 60_000 });
}

export function useVideoAvailability(url: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...videoAvailabilityQueryOptions(url), enabled });
}
