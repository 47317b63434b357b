import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSrcSet, fallbackSrc, imageSizes } from '../../src/content/content-image.tsx';
import { item, media, pageOf, renderPage, resourcePath } from './fixtures.tsx';

describe('content images', () => {
  it('builds srcset from the renditions with the media path and placeholders filled in', () => {
    expect(buildSrcSet(media, resourcePath)).toBe(
      '/content/media/hero/small/640/spring.jpg 640w, /content/media/hero/medium/1024/spring.jpg 1024w, /content/media/hero/wide/1600/spring.jpg 1600w',
    );
    expect(fallbackSrc(media, resourcePath)).toBe('/content/media/hero/medium/1024/spring.jpg');
    expect(buildSrcSet({ ...media, sizes: undefined }, resourcePath)).toBe('');
    expect(buildSrcSet({ ...media, sizes: undefined }, resourcePath, [{ width: 800, name: 'x' }])).toBe(
      '/content/media/hero/x/800/spring.jpg 800w',
    );
  });

  it('sizes images by the placement width', () => {
    expect(imageSizes(12)).toBe('(min-width: 1024px) 100vw, 100vw');
    expect(imageSizes(6, 0.5)).toBe('(min-width: 1024px) 25vw, 100vw');
    expect(imageSizes(12, 1 / 3, 0.5)).toBe('(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw');
  });

  it('renders srcset, sizes, intrinsic size and alt text on the img element', () => {
    renderPage(pageOf({ item: item('image-banner', { media }), span: 6 }));
    const image = screen.getByRole('img', { name: media.alt });
    expect(image).toHaveAttribute('srcset', buildSrcSet(media, resourcePath));
    expect(image).toHaveAttribute('sizes', '(min-width: 1024px) 50vw, 100vw');
    expect(image).toHaveAttribute('src', '/content/media/hero/medium/1024/spring.jpg');
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '900');
  });

  it('uses another resource path when configured (e.g. a CDN)', () => {
    renderPage(pageOf({ item: item('image-banner', { media }) }), { resourcePath: 'https://cdn.example.com/media/' });
    expect(screen.getByRole('img')).toHaveAttribute('src', 'https://cdn.example.com/media/hero/medium/1024/spring.jpg');
  });

  it('keeps no srcset for media without renditions', () => {
    renderPage(pageOf({ item: item('image-banner', { media: { ...media, sizes: undefined } }) }));
    const image = screen.getByRole('img', { name: media.alt });
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
  });
});
