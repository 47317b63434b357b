import { useContentSupport } from '@portal/portal-kit';
import { ContentVideo, EmptyState, PageHeader } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PublicLayout } from '../../../components/layout/public-layout.tsx';
import { useContentLanguage } from '../../../lib/content-language.ts';
import { useVideoAvailability } from '../api/check-video.ts';
import { videoFiles, videoIdPattern } from '../video-files.ts';

/**
 * `/public/video/{videoId}` (spec 2.2, no sign-in): one video with its poster and captions, played only when
 * the user presses play. A video that does not exist shows a notice instead of a broken player.
 */
export function PublicVideoPage() {
  const { t } = useTranslation('shell');
  const { videoId = '' } = useParams();
  const { resourcePath, labels } = useContentSupport();
  const language = useContentLanguage();
  const valid = videoIdPattern.test(videoId);
  const files = videoFiles(videoId, resourcePath, language);
  const availability = useVideoAvailability(files.video, { enabled: valid });
  const [failedVideo, setFailedVideo] = useState<string | null>(null);

  const missing = !valid || failedVideo === files.video || availability.data === 'missing';
  return (
    <PublicLayout>
      <PageHeader title={t('section_public_video')} />
      {missing ? (
        <EmptyState
          title={t('video_unavailable_title')}
          description={t('video_unavailable_description')}
          className="border-0 p-0"
        />
      ) : availability.isPending ? (
        <div role="status" className="aspect-video w-full rounded-card bg-line/60 motion-safe:animate-pulse">
          <span className="sr-only">{t('loading')}</span>
        </div>
      ) : (
        <ContentVideo
          key={files.video}
          src={files.video}
          poster={files.poster}
          captions={files.captions}
          captionsLanguage={language}
          captionsLabel={labels.captions}
          unsupportedText={labels.videoUnsupported}
          label={t('section_public_video')}
          onUnavailable={() => setFailedVideo(files.video)}
          className="rounded-card"
        />
      )}
    </PublicLayout>
  );
}
