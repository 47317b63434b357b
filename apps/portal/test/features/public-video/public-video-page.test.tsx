import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { videoFiles } from '../../../src/features/public-video/video-files.ts';
import { setUpApiServer } from '../../support/api-server.ts';
import { origin, renderRoutes } from '../../support/render.tsx';

const { server } = setUpApiServer();
const videoId = 'season-preview.aa2b7bf4';
const videoUrl = `${origin}/content/media/video/${videoId}.mp4`;

describe('/public/video/{videoId}', () => {
  it('maps a video id to the files the server keeps', () => {
    expect(videoFiles(videoId, '/content/media/', 'de')).toEqual({
      video: '/content/media/video/season-preview.aa2b7bf4.mp4',
      poster: '/content/media/art/season-preview.svg',
      captions: '/content/media/video/season-preview.de.vtt',
    });
    expect(videoFiles('intro', 'https://cdn.example.com/media', 'en').video).toBe(
      'https://cdn.example.com/media/video/intro.mp4',
    );
  });

  it('plays the video with poster and captions, without sign-in, autoplay or preload', async () => {
    server.use(http.head(videoUrl, () => new HttpResponse(null, { status: 200 })));
    const { container } = renderRoutes(`/public/video/${videoId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Video' })).toBeInTheDocument();
    await screen.findByLabelText('Video', { selector: 'video' });
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).not.toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('poster', '/content/media/art/season-preview.svg');
    expect(video?.querySelector('source')).toHaveAttribute('src', `/content/media/video/${videoId}.mp4`);
    const track = video?.querySelector('track');
    expect(track).toHaveAttribute('src', '/content/media/video/season-preview.en.vtt');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('label', 'Captions');
  });

  it('shows a notice for a video that does not exist', async () => {
    server.use(http.head(videoUrl, () => new HttpResponse(null, { status: 404 })));
    const { container } = renderRoutes(`/public/video/${videoId}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'This video is not available' })).toBeInTheDocument();
    expect(container.querySelector('video')).toBeNull();
  });

  it('shows the notice for a malformed id without asking the server', async () => {
    renderRoutes('/public/video/..%2Fsecret');
    expect(await screen.findByRole('heading', { level: 2, name: 'This video is not available' })).toBeInTheDocument();
  });
});
