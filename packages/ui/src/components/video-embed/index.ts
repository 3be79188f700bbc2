export { VideoEmbed, videoEmbedVariants, type VideoEmbedProps } from './video-embed.tsx';
export { detectVideoKind, toEmbedUrl, withAutoplay, type VideoKind } from './video-embed.ts';
