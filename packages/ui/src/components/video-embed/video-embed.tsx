import { cva, type VariantProps } from 'class-variance-authority';
import { Play } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { detectVideoKind, withAutoplay, type VideoKind } from './video-embed.ts';

const messages = defineMessages<{ play: { title: string } }>({
  play: { id: 'ui.video-embed.play', defaultMessage: 'Lire la vidéo : {title}' },
});

export const videoEmbedVariants = cva('flex w-full flex-col gap-2 text-text', {
  variants: {
    rounded: {
      true: '[&_[data-slot=video-embed-frame]]:rounded-xl',
      false: '',
    },
  },
  defaultVariants: { rounded: true },
});

export type VideoEmbedProps = Omit<ComponentProps<'figure'>, 'children' | 'title' | 'onPlay'> &
  VariantProps<typeof videoEmbedVariants> & {
    /** A YouTube or Vimeo link or embed URL, or a direct video file. */
    src: string;
    /** The video's title: names the play button and the player. */
    title: string;
    /** A picture shown until the member asks for the video. */
    poster?: string;
    /** `iframe` for an embed, `file` for a `<video>`; detected from `src` by default. */
    kind?: VideoKind;
    /** Captions (WebVTT) for a direct file. */
    captions?: string;
    /** The captions' language ('fr'). */
    captionsLang?: string;
    /** Writes the title under the video (true). */
    showTitle?: boolean;
    /** Called when the member asks for the video, just before it loads. */
    onPlay?: () => void;
  };

/**
 * An introduction video, 16:9 and responsive. Nothing loads until the member presses play: a poster
 * and a play button stand in, then the embed (or the file) replaces them and takes the focus.
 */
export function VideoEmbed({
  src,
  title,
  poster,
  kind,
  captions,
  captionsLang = 'fr',
  showTitle = true,
  onPlay,
  rounded,
  className,
  ...props
}: VideoEmbedProps) {
  const intl = useIntl();
  const titleId = useId();
  const [loaded, setLoaded] = useState(false);
  const playerRef = useRef<HTMLIFrameElement & HTMLVideoElement>(null);
  const resolvedKind = kind ?? detectVideoKind(src);

  // The play button is gone: focus follows into the player.
  useEffect(() => {
    if (loaded) playerRef.current?.focus();
  }, [loaded]);

  return (
    <figure
      data-slot="video-embed"
      data-state={loaded ? 'loaded' : 'idle'}
      data-kind={resolvedKind}
      aria-labelledby={showTitle ? titleId : undefined}
      aria-label={showTitle ? undefined : title}
      className={cn(videoEmbedVariants({ rounded }), className)}
      {...props}
    >
      <div
        data-slot="video-embed-frame"
        className="relative aspect-video w-full overflow-hidden bg-text"
      >
        {loaded ? (
          resolvedKind === 'iframe' ? (
            <iframe
              ref={playerRef}
              data-slot="video-embed-player"
              src={withAutoplay(src)}
              title={title}
              allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              className="absolute inset-0 size-full border-0"
            />
          ) : (
            // Captions come through the `captions` prop when the video has some.
            // eslint-disable-next-line jsx-a11y/media-has-caption
            <video
              ref={playerRef}
              data-slot="video-embed-player"
              src={src}
              title={title}
              aria-label={title}
              poster={poster}
              controls
              autoPlay
              playsInline
              className="absolute inset-0 size-full bg-text"
            >
              {captions ? (
                <track kind="captions" src={captions} srcLang={captionsLang} default />
              ) : null}
            </video>
          )
        ) : (
          <>
            {poster ? (
              <img
                src={poster}
                alt=""
                data-slot="video-embed-poster"
                className="absolute inset-0 size-full object-cover"
              />
            ) : (
              <span
                aria-hidden="true"
                data-slot="video-embed-poster"
                className="absolute inset-0 bg-linear-to-br from-primary to-accent"
              />
            )}
            <button
              type="button"
              data-slot="video-embed-play"
              aria-label={intl.formatMessage(messages.play, { title })}
              onClick={() => {
                onPlay?.();
                setLoaded(true);
              }}
              className={cn(
                'group/play absolute inset-0 flex items-center justify-center bg-text/25 transition-colors duration-150 ease-gentle hover:bg-text/35',
                'focus-visible:outline-3 focus-visible:-outline-offset-4 focus-visible:outline-focus',
              )}
            >
              <span
                aria-hidden="true"
                className="flex size-16 items-center justify-center rounded-full bg-surface-raised text-primary shadow-lg transition-transform duration-150 ease-gentle group-hover/play:scale-105 sm:size-20"
              >
                <Play className="ml-1 size-7 fill-current sm:size-9" />
              </span>
            </button>
          </>
        )}
      </div>
      {showTitle ? (
        <figcaption
          id={titleId}
          data-slot="video-embed-title"
          className="font-display text-lg font-semibold text-balance"
        >
          {title}
        </figcaption>
      ) : null}
    </figure>
  );
}
