export {
  StatusBanner,
  StatusBannerLink,
  statusBannerVariants,
  type StatusBannerLinkProps,
  type StatusBannerProps,
} from './status-banner';
