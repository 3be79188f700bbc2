export {
  Paywall,
  paywallVariants,
  type PaywallAccessLevel,
  type PaywallLinkProps,
  type PaywallProps,
} from './paywall.tsx';
