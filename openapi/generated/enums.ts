/**
 * Generated from openapi/openapi.yaml by `pnpm generate` (openapi-typescript). Do not edit:
 * change the contract and generate again. A contract test fails when this file is stale.
 */

import type { components, paths } from './schema';

type FlattenedDeepRequired<T> = {
  [K in keyof T]-?: FlattenedDeepRequired<
    T[K] extends unknown[] | undefined | null ? Extract<T[K], unknown[]>[number] : T[K]
  >;
};
type ReadonlyArray<T> = [Exclude<T, undefined>] extends [unknown[]]
  ? Readonly<Exclude<T, undefined>>
  : Readonly<Exclude<T, undefined>[]>;
export const pathsAccountAmbassadorBalanceClaimsGetParametersQuerySortValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/account/ambassador/balance-claims']['get']['parameters']['query']['sort']
> = ['-created_at'];
export const unitsValues: ReadonlyArray<FlattenedDeepRequired<components>['schemas']['Units']> = [
  'metric',
  'imperial',
];
export const localeValues: ReadonlyArray<FlattenedDeepRequired<components>['schemas']['Locale']> = [
  'fr',
  'en',
];
export const genderValues: ReadonlyArray<FlattenedDeepRequired<components>['schemas']['Gender']> = [
  'male',
  'female',
  'non_binary',
];
export const sexualOrientationValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['SexualOrientation']
> = ['man', 'woman', 'non_binary'];
export const authenticationFlagValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['AuthenticationFlag']
> = ['success', 'warning', 'fail'];
export const searchSortOptionValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['SearchSortOption']
> = ['proximity', 'values', 'connection'];
export const ambassadorObjectiveValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['AmbassadorObjective']
> = ['for_fun', 'additional_income', 'fundraising'];
export const subscriptionStatusValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['SubscriptionStatus']
> = ['inactive', 'trial', 'active'];
export const onboardingStepValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['OnboardingStep']
> = [
  'gender',
  'sexual-orientation',
  'objective',
  'silhouette',
  'height',
  'languages',
  'family-situation',
  'want-to-have-children',
  'education-level',
  'current-occupation',
  'alcohol-consumption-frequency',
  'smoking',
  'food-preferences',
  'personality-traits',
  'values',
  'religious-beliefs',
  'personal-development-importance',
  'accepts-persons-with-limitations',
  'areas-of-interest',
  'introduction-video',
  'introduction',
  'short-questions',
  'long-questions',
  'audio-introduction',
  'authentication',
  'pictures-video',
  'sample-picture',
  'pictures',
  'payment',
];
export const pictureStatusValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['PictureStatus']
> = ['portrait', 'authenticated', 'validated', 'refused', 'pending'];
export const galleryReviewStatusValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['GalleryReviewStatus']
> = ['pending', 'refused', 'done'];
export const memberVisibilityValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['MemberVisibility']
> = ['private', 'public'];
export const errorCodeOneOf0Values: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['ErrorCode']
> = [
  'EMAIL_ALREADY_EXISTS',
  'ALREADY_SENT_FLOWER_TODAY',
  'ALREADY_SENT_FLOWER_IN_CONVERSATION',
  'CANT_SEND_FLOWER',
  'EMAIL_NOT_VERIFIED',
  'PRICE_CHANGED',
  'PRODUCT_NOT_FOUND',
  'INVALID_PROMO_CODE',
  'PAYMENT_FAILED',
  'MEMBER_UNAVAILABLE',
  'VIDEO_CHAT_NOT_AUTHORIZED',
  'SUBSCRIPTION_REQUIRED',
  'ACCOUNT_PAUSED',
  'GALLERY_INCOMPLETE',
  'LAST_PICTURE',
  'CONFIRMATION_REQUIRED',
  'ACCOUNT_SUSPENDED',
  'ACCOUNT_BLOCKED',
];
export const errorCodeOneOf1Values: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['ErrorCode']
> = [600, 800, 801, 802, 803, 804, 805, 806];
export const identityErrorCodeValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['IdentityErrorCode']
> = [600, 800, 801, 802, 803, 804, 805, 806];
export const platformValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['Platform']
> = ['ios', 'android'];
export const rebateTypeValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['RebateType']
> = ['percentage', 'amount'];
export const createPaymentSourceRequestCard_typeValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['CreatePaymentSourceRequest']['card_type']
> = ['VISA', 'MASTERCARD', 'AMEX'];
export const questionInputTypeValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['QuestionInputType']
> = ['input', 'textarea', 'select', 'multi_select', 'size'];
export const dailyQuoteSubmissionAuthorTypeValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['DailyQuoteSubmissionAuthorType']
> = ['known', 'unknown', 'member'];
export const placeStateValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['Place']['state']
> = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'];
export const memberSortValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['MemberSort']
> = ['proximity', '-values', '-connection'];
export const conversationPriorityValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['ConversationPriority']
> = ['priority', 'secondary'];
export const reportReasonValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['ReportReason']
> = [
  'attempted_fraud',
  'false_identity',
  'graphic_picture',
  'harassment',
  'inappropriate_comments',
  'monetary_solicitation',
  'other',
];
export const articleTypeValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['ArticleType']
> = ['video', 'article'];
export const articleAccessLevelValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['ArticleAccessLevel']
> = ['public', 'member', 'vip'];
export const articleSortValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['ArticleSort']
> = ['-created_at', '-ownerable_id'];
export const secondaryConversationRuleFieldValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['SecondaryConversationRuleField']
> = ['age', 'distance'];
export const balanceClaimStatusValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['BalanceClaimStatus']
> = ['pending', 'approved'];
export const publicGenderValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['PublicGender']
> = ['male', 'non_binary', 'other'];
