export { ChatComposerSkeleton, type ChatComposerSkeletonProps } from './chat-composer-skeleton.tsx';
