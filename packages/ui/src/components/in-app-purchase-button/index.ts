export {
  InAppPurchaseButton,
  type InAppPurchaseButtonProps,
  type InAppPurchaseStatus,
} from './in-app-purchase-button';
