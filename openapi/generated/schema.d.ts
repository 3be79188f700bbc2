/**
 * Generated from openapi/openapi.yaml by `pnpm generate` (openapi-typescript). Do not edit:
 * change the contract and generate again. A contract test fails when this file is stale.
 */

export interface paths {
  '/sanctum/csrf-cookie': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Start a browser session (session mode)
     * @description Sets the `XSRF-TOKEN` cookie (readable by scripts, SameSite=Lax) and the httpOnly session cookie.
     *     The client echoes the cookie's value as `X-XSRF-TOKEN` on every unsafe call. The body is not used
     *     by the product.
     */
    get: operations['getCsrfCookie'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/app/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in (session mode)
     * @description Session sign-in, after `GET /sanctum/csrf-cookie`: email and password (both required), or one social payload
     *     (Apple on iOS native only, Facebook, Google). The session cookie is rotated; the client then sets its
     *     logged-in flag, fetches the user (`GET /account`) and registers any stored push token. A failure answers a
     *     message that does not say whether the email exists; the client shows it, or "Invalid" when absent.
     */
    post: operations['login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/app/token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in and get a token (token mode)
     * @description Token sign-in for the native wrappers. The client stores `token` and sends it as a bearer token; a missing
     *     token after sign-in raises an error and logs out. A failure answers a message that does not say whether the
     *     email exists.
     */
    post: operations['createToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/app/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign out
     * @description Ends the session (session mode) or revokes the current token (token mode). The client clears the user,
     *     notifications and token and returns to /login.
     */
    post: operations['logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/account': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in user
     * @description The user with their member and ambassador sides. The home route redirects by it: an ambassador without a
     *     member, or whose member has not completed onboarding, goes to /ambassador; a member goes to /member/search.
     *     It is refetched after sign-in, payment, starting the trial, and realtime events (email verified, suspended,
     *     unsuspended, blocked, unblocked).
     */
    get: operations['getAccount'];
    put?: never;
    post?: never;
    /**
     * Delete the account
     * @description Deletes the account permanently. The delete-account dialog offers a pause instead; after a deletion the client
     *     logs out and goes to /login.
     */
    delete: operations['deleteAccount'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/account/push-notification-tokens': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Register a push notification token
     * @description Registers the device's stored push token after sign-in.
     */
    post: operations['createPushNotificationToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/account/web-push-subscriptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Register this browser's web push subscription
     * @description Stores the browser's push subscription for the signed-in user, so new messages, flowers and calls reach
     *     the device while the app is closed (with the VAPID key of `GET /web-push/public-key`).
     */
    post: operations['createWebPushSubscription'];
    /**
     * Forget this browser's web push subscription
     * @description The browser unsubscribed (or the member signs out on it); unknown endpoints are no error.
     */
    delete: operations['deleteWebPushSubscription'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/web-push/public-key': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The VAPID public key for web push
     * @description The `applicationServerKey` a signed-in member's browser subscribes with before
     *     `POST /account/web-push-subscriptions`.
     */
    get: operations['getWebPushPublicKey'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/account/language': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change the user's language
     * @description Saves the user's locale (`fr` or `en`), used for the texts the server sends. The web chooses the locale from
     *     the `locale` query parameter, then a cookie, then the browser language; default `fr`.
     */
    patch: operations['updateLanguage'];
    trace?: never;
  };
  '/forgot-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a password reset link
     * @description Emails a link to /reset-password/{token}?email=... On success the client shows the success message; on
     *     failure the success flag is reset.
     */
    post: operations['forgotPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reset the password
     * @description Sets a new password with the token of the reset link. Email, new password and confirmation are required; the
     *     password has at least 8 characters with an uppercase letter, a lowercase letter and a digit. After success the
     *     client signs the user in with the new password.
     */
    post: operations['resetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/onboarding/user/apple': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign up with Apple
     * @description Apple sign-up, offered only on iOS native. Success answers a token; the client stores it and goes to
     *     /onboarding/terms.
     */
    post: operations['signUpWithApple'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/onboarding/user/facebook': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign up with Facebook
     * @description Facebook sign-up. Success answers a token; the client stores it and goes to /onboarding/terms. A Facebook
     *     sign-up that returns no email goes to the register form with a prefill (email, first_name, last_name,
     *     facebook_id, facebook_access_token). A failed Facebook token or profile gives "Invalid".
     */
    post: operations['signUpWithFacebook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/onboarding/user/google': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign up with Google
     * @description Google sign-up. Success answers a token; the client stores it and goes to /onboarding/terms.
     */
    post: operations['signUpWithGoogle'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/onboarding/user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Register with email and password
     * @description The register form: email, first_name, last_name, password and password confirmation are required; the password
     *     has at least 8 characters with an uppercase letter, a lowercase letter and a digit (Next stays disabled until
     *     valid). `facebook_id` and `facebook_access_token` come from the prefill of a Facebook sign-up without email.
     *     Success is followed by a sign-in with the same email and password, then /onboarding/terms.
     */
    post: operations['register'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/account/subscribe-to-newsletter': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Subscribe to the newsletter
     * @description Fired when the terms are accepted with the newsletter box ticked (ticked by default). Its failure is only
     *     logged by the client.
     */
    post: operations['subscribeToNewsletter'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/onboarding/accept-terms': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Accept the terms during onboarding
     * @description Terms acceptance is required before the wizard. The text must be scrolled to the end and read before
     *     accepting ("You must scroll and read the terms of use above before accepting."). Sets `accepted_terms_date`;
     *     the client then moves to the first wizard step (if already accepted, it skips ahead).
     */
    post: operations['acceptOnboardingTerms'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/content/terms/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Accept the latest terms
     * @description Sets `accepted_terms_date`. Used by the terms modal, which opens when the user has not accepted or accepted
     *     before the latest term's `published_at`.
     */
    patch: operations['acceptTerms'];
    trace?: never;
  };
  '/onboarding/user/gender': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Save the gender (wizard)
     * @description Gender must be chosen; Next is disabled while it is empty. The server may return an error list for gender.
     */
    patch: operations['updateOnboardingGender'];
    trace?: never;
  };
  '/onboarding/user/sexual-orientation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Save the sexual orientations (wizard)
     * @description At least one of man, woman, non_binary. The `sexual_orientations[]` query parameter of an onboarding link is kept
     *     in a cookie for 1 week to preselect them.
     */
    patch: operations['updateOnboardingSexualOrientations'];
    trace?: never;
  };
  '/onboarding/step': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Record the current wizard step
     * @description Each step change is recorded on the server (the member's `onboarding_step`); Next tells the server the new step
     *     and then moves on. The wizard is limited to the saved step: a later or unknown step redirects to it.
     */
    patch: operations['updateOnboardingStep'];
    trace?: never;
  };
  '/onboarding/authenticate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Check the user's identity
     * @description The identity check of the wizard; 3 attempts are allowed. Outcomes: success (a success modal, then Next is
     *     allowed); blocked (codes 600 and 801, or `blocked` true: the user goes to /blocked); error (800, 802, 804: an
     *     error modal with the message); warning (803, 805: a modal with the message, a retry with the remaining
     *     attempts, 3 minus `tries`, and a manual authentication with the phone form that continues registration);
     *     same user (806: another account with the same name and birth date exists; a modal with a logout button and a
     *     fixed contact phone number). HTTP 422 is left to the form. Without a code the client shows "Issue while
     *     validating your identity"; unknown failures show "Unknown error while saving validating your profile".
     */
    post: operations['authenticateIdentity'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/onboarding/trial': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start the free trial
     * @description Starts the 5-day free trial (subscription_status `trial`). The client refetches the user afterwards.
     */
    post: operations['startTrial'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/onboarding/member': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a member profile for an ambassador
     * @description An ambassador who is not a member can create a member profile; the client then goes to /onboarding. A user
     *     who is not an ambassador, or already has a member, is refused with 403 (our choice).
     */
    post: operations['createMember'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/answers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in member's answers
     * @description The member's answers, optionally only those to some questions.
     */
    get: operations['listAnswers'];
    put?: never;
    /**
     * Save answers
     * @description Saves answers (wizard single-question, short-question and long-question steps, and the profile settings). A
     *     required question needs a non-empty value; minimum lengths apply to text and minimum selections to
     *     multi-select; long questions allow at most 2 answers ("you can answer up to x questions"); short questions
     *     have no maximum.
     */
    post: operations['saveAnswers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/account/member': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Update the introduction (title, about, seeking)
     * @description Profile title 5 to 100 characters, about 10 to 3000, seeking 10 to 3000, all required; the update button is
     *     disabled otherwise. A user without a member profile gets 403.
     */
    patch: operations['updateMemberProfile'];
    trace?: never;
  };
  '/account/phone': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Give a phone for the manual identity verification
     * @description After a failed or skipped identity check an administrator verifies manually: the user gives a phone and
     *     availability (both required, blank refused) and registration continues. The account's `authentication_flag`
     *     becomes `warning` (pending authentication) unless a check already set it.
     */
    patch: operations['updatePhone'];
    trace?: never;
  };
  '/account/member/audio-introduction': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The member's audio introduction
     * @description The audio introduction (none, or present and deletable).
     */
    get: operations['getAudioIntroduction'];
    put?: never;
    /**
     * Save the audio introduction
     * @description Saves an uploaded recording as the audio introduction, replacing any previous one. The recording lasts 15
     *     seconds and weighs at most 10 MB ("the file size must not exceed x").
     */
    post: operations['saveAudioIntroduction'];
    /**
     * Delete the audio introduction
     * @description A present audio introduction can be deleted.
     */
    delete: operations['deleteAudioIntroduction'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/account/member/sample-picture': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The member's sample picture
     * @description The sample picture (required to continue the wizard).
     */
    get: operations['getSamplePicture'];
    put?: never;
    /**
     * Save the sample picture
     * @description Saves an uploaded image as the sample picture, replacing any previous one. Same rules as pictures: at least 250
     *     by 250 pixels ("the image must be at least x wide/high"), at most 10 MB ("the file size must not exceed x"),
     *     PNG, JPG or GIF; cropping is allowed.
     */
    post: operations['saveSamplePicture'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/account/member/pictures': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The member's pictures and gallery review
     * @description The gallery (2 to 6 pictures) with its review: pending (up to 24 hours for approval), refused or done. A
     *     refused or incomplete album suspends the account automatically after 72 hours.
     */
    get: operations['listMemberPictures'];
    put?: never;
    /**
     * Add a picture
     * @description Adds an uploaded image to the gallery; it starts pending validation. Pictures: 2 to 6; the 7th is refused
     *     ("you can upload up to x pictures", on `key`). Images are at least 250 by 250 pixels ("the image must be at
     *     least x wide/high"), at most 10 MB ("the file size must not exceed x"), PNG, JPG or GIF. Main photo guidance:
     *     close-up, front view, no sunglasses or hat, recent, alone, not suggestive, no filters.
     */
    post: operations['addMemberPicture'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/account/member/pictures/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The picture's id. */
        id: number;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete a picture
     * @description Deletes one of the member's pictures. Deleting the last picture, or one that would break a complete gallery (a
     *     portrait plus a validated or authenticated picture), first shows a danger confirmation: without `confirm=true`
     *     the server refuses with `LAST_PICTURE` or `CONFIRMATION_REQUIRED`. An incomplete album suspends the account
     *     after 72 hours. Onboarding needs at least 2 pictures to go on; editing keeps at least 1 unless an empty gallery
     *     is allowed.
     */
    delete: operations['deleteMemberPicture'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/account/member/pictures/reorder': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Reorder the pictures
     * @description The member's picture ids in their new order; the first is the main picture. When the order is forced,
     *     the first picture must be a portrait.
     */
    patch: operations['reorderMemberPictures'];
    trace?: never;
  };
  '/referral': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Record a referral visit
     * @description A `reference` or `ambassador` query parameter of a landing URL is stored and posted once per code. The
     *     ambassador is paid 10 dollars for each new subscription of 3 months or more that comes through the link; the
     *     referred friend gets one extra free month.
     */
    post: operations['recordReferral'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/vapor/signed-storage-url': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Get a signed upload URL
     * @description Files are uploaded to storage first: this call returns a signed `url` and `headers`, the client sends the file
     *     with `PUT` to that URL (with the headers), and passes the returned `key` to the call that uses the file.
     */
    post: operations['createSignedStorageUrl'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The subscription packages
     * @description The packages (5-day free trial, then 3-month or 6-month packages), shown by `number_of_months` ascending, three
     *     per row, taxes shown as included. Real months = `number_of_months` - `number_of_extra_months`; monthly price =
     *     `price` / real months. A 400 on payment reloads them.
     */
    get: operations['listProducts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/products/native': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The packages sold by in-app purchase
     * @description The packages of a native platform, each with the `apple_id` or `google_id` of its in-app purchase product.
     *     When the store has no such product the client shows "Product not found!".
     */
    get: operations['listNativeProducts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/products/{id}/estimate': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The product's id. */
        id: number;
      };
      cookie?: never;
    };
    /**
     * Estimate a purchase
     * @description What buying the product costs (total, taxes) and until when it runs, with an optional promo code. For a member
     *     whose subscription is `inactive` or `trial` this is the first purchase; otherwise the months are added. The
     *     payment modal loads it before it is ready to pay.
     */
    get: operations['estimateProduct'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/promo-codes/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Test a promo code
     * @description Whether a promo code applies to a product. Promo code failure shows "Invalid promo code".
     */
    get: operations['testPromoCode'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/pay/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The product's id. */
        id: number;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Pay for a product by card
     * @description Charges the saved payment source for the product (web). A stale `price_hash` is refused with 400 and nothing
     *     is charged. A 400 closes the payment modal, shows its message and reloads the user and the products; the modal
     *     stays locked while paying. The client refetches the user after payment.
     */
    post: operations['payProduct'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/pay/in-app': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Record a verified in-app purchase
     * @description Native iOS and Android pay through in-app purchase with products that carry an `apple_id` or `google_id`. A
     *     purchase the store verified is posted here; the client then refreshes the user and finishes the purchase.
     */
    post: operations['payInApp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/payment-sources': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The saved cards
     * @description The user's payment sources (web). On the native app the payment-methods link is hidden, and subscription
     *     management is hidden when the user has payment sources.
     */
    get: operations['listPaymentSources'];
    put?: never;
    /**
     * Save a card
     * @description The card form; all fields are required. Card type VISA, MASTERCARD or AMEX; expiry month 01 to 12; expiry year
     *     from the current year to 10 years later.
     */
    post: operations['createPaymentSource'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/payment-sources/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The payment source's id. */
        id: number;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete a saved card
     * @description Removes one of the user's payment sources.
     */
    delete: operations['deletePaymentSource'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/questions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The profile questions
     * @description All profile questions with their options and dependent questions, fetched on load. Wizard question steps exist
     *     only if their question exists here.
     */
    get: operations['listQuestions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/content/countries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The countries of the address forms
     * @description Fetched before the onboarding layout shows (also for visitors). Canada comes first; the default country is
     *     `ca`, and the address autocomplete is limited to Canada.
     */
    get: operations['listCountries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/content/terms': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The latest terms and conditions
     * @description The latest published terms, shown on the terms step and in the terms modal (also to visitors, from the terms
     *     link of /onboarding/start). The modal opens when the user has not accepted, or accepted before `published_at`.
     */
    get: operations['getTerms'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/content/daily-quote': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The quote of the day
     * @description The daily quote in the given language, shown in the member area's footer; fetched on load.
     */
    get: operations['getDailyQuote'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/content/places': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search Canadian places (address autocomplete)
     * @description The embedded default of the maps autocomplete (Canada only) that serves the address fields of the identity
     *     step and the account: Canadian municipalities and boroughs matching the text typed, best first. Accents, case
     *     and punctuation are ignored (`montreal` finds Montréal, `st-jerome` finds Saint-Jérôme); a forward sortation
     *     area (`H4G`) finds its place. A maps provider replaces it in production, with the same shape. Public, rate
     *     limited per client address.
     */
    get: operations['searchPlaces'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/members': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search members (and list favourites)
     * @description One page of the member search, filtered and sorted, 16 members a page. The favourites screen uses the same call with
     *     `filter[favorite]=true`. A change of filters or sort reloads from page 1; scrolling near the bottom loads
     *     the next page, and **an empty page marks the end of the list**.
     *
     *     Limits (422 past them): at most 5 active filters (location fields do not count) and 5 keywords; age
     *     18-99, distance 3-400 km, height 122-213 cm.
     *
     *     Each member comes as a `MemberCard`: what a card of the grid shows. The profile (`GET /members/{id}`)
     *     carries the rest (texts, answers, gallery, audio).
     *
     *     Privacy: no response carries another member's coordinates. Each member's `user.distance` is a distance
     *     in km from the search location, snapped, never below 3 km; the client shows it capped ('200+ km' past
     *     200). Deleted or unavailable members have their data hidden (`deleted`, `unavailable`). Blocked
     *     relationships (either way) never appear.
     */
    get: operations['listMembers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/members/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The member's id. */
        id: number;
      };
      cookie?: never;
    };
    /**
     * Get a member profile
     * @description The full profile of a member (also the user's own, for the preview): `can.view`, `favorite`,
     *     `member_block_id` (the block to undo, or null), `common_values_count`, the `gallery` (validated, portrait
     *     and authenticated pictures only; portrait and authenticated show a verified check), `answers`, the audio
     *     introduction, and the user's last activity. No coordinates are sent; the distance is snapped and never
     *     below 3 km.
     *
     *     A member who blocked the user answers 404, as does an unknown id; the client then redirects to
     *     /member/search. A member the user blocked is answered, with `member_block_id` set: the blocker
     *     reopens the profile to unblock them (every interaction with them stays refused while the block
     *     stands).
     */
    get: operations['getMember'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/members/{id}/favorite': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The member's id. */
        id: number;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a member to the favourites
     * @description Favourites the member (listed by `GET /members?filter[favorite]=true`). The client toggles optimistically
     *     and rolls back on failure.
     */
    post: operations['addMemberFavorite'];
    /**
     * Remove a member from the favourites
     * @description Removes the member from the favourites (optimistic toggle, rolled back on failure).
     */
    delete: operations['removeMemberFavorite'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/members/{id}/links': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The member's id. */
        id: number;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a share link to a member profile
     * @description Creates a link to the public share page of the member (`/share/member/{id}`), valid for 3 days. On
     *     failure the client shows the server's message, or 'An error occurred while generating the share link.'
     */
    post: operations['createMemberShareableLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/members/{id}/reveal': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The member's id. */
        id: number;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reveal a member's pictures despite anonymous mode
     * @description The reveal button of the avatar (spec 02 §4, "Avatar overlay precedence"). Another member's pictures come
     *     blurred (`avatar_path` and `gallery` are the URLs of blurred renditions made by the server, never of the
     *     originals) while that member is suspended, unsubscribed, paused or in anonymous mode; the member's own
     *     pictures never are. Anonymous mode is the only one of these that may be lifted: this answers the originals'
     *     URLs of a member whose profile the viewer may open. A member suspended, paused or unsubscribed is refused
     *     (403) and stays blurred. Nothing is stored: the payloads keep sending the blurred renditions, and the client
     *     keeps what it revealed.
     */
    post: operations['revealMemberPictures'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/conversations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the conversations of one inbox
     * @description The user's conversations in the priority or the secondary inbox, each with its `last_message` (unseen
     *     state comes from `GET /conversations/unseen`). The list is refetched when `.conversations.messages.created`
     *     arrives on `private-user.{id}`.
     */
    get: operations['listConversations'];
    put?: never;
    /**
     * Start a conversation (or offer a flower)
     * @description Opens a conversation with a member, optionally with a flower (`flower: true`); the client then navigates
     *     to it by its id. A flower is an opening message: one flower per day, one per conversation, none to an
     *     admin, none when `cant_send_flower_message` is set.
     *
     *     A paused or unsubscribed member cannot start conversations, and nobody can start one with a member who
     *     is unavailable (deleted, paused, suspended, unsubscribed). A member who blocked the user (or whom the user
     *     blocked) cannot be reached and is not notified: the call answers 404.
     */
    post: operations['startConversation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/conversations/unseen': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List conversations with unseen messages
     * @description Unseen state per conversation, fetched on load and whenever another user's message arrives: it feeds the
     *     badge of the messages tab (unseen priority conversations), the per-tab counts, the unseen dots and the
     *     flower icon.
     */
    get: operations['listUnseenConversations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/conversations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The conversation's id. */
        id: number;
      };
      cookie?: never;
    };
    /**
     * Get a conversation with its messages
     * @description The conversation with its participants and messages. Opening it marks it seen. A conversation the user is
     *     not in, or that a block now hides, answers 404; the client then removes it from the list and goes to
     *     /member/messages.
     */
    get: operations['getConversation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/conversations/{id}/messages': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The conversation's id. */
        id: number;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a message (text, flower, image or audio)
     * @description Adds a message to the conversation and broadcasts `.conversations.messages.created` to the other
     *     participant's `private-user.{id}` channel (not to the sender's socket named in `X-Socket-ID`). The client
     *     appends text optimistically and removes it if the call fails. Images and audio are uploaded first and sent
     *     by key; audio recordings last at most 30 seconds.
     *
     *     Flowers: one per day, one per conversation, none to an admin, none when `cant_send_flower_message` is
     *     set. When both participants sent one, the message has `flower_match`.
     */
    post: operations['sendConversationMessage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/conversations/{id}/priority': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The conversation's id. */
        id: number;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Move a conversation to the priority or secondary inbox
     * @description Sets the user's own `pivot.priority` for this conversation, i.e. the inbox it sits in for the user. The
     *     'move to priority inbox' banner of the chat sends `priority`.
     */
    patch: operations['updateConversationPriority'];
    trace?: never;
  };
  '/conversations/{id}/authorize-video-chat': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The conversation's id. */
        id: number;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Authorize or refuse video calls in a conversation
     * @description Sets the user's `pivot.authorize_video_chat`. Video calls need both parties' authorization; when the
     *     other participant authorizes, `.conversations.video-chat.authorized` is broadcast on the user's
     *     `private-user.{id}` channel and a 'call unlocked' hint shows; when the other withdraws it, the same event
     *     says `authorized: false` and the call button goes. The client debounces the switch 300 ms.
     */
    patch: operations['updateVideoChatAuthorization'];
    trace?: never;
  };
  '/conversations/{id}/video-chat/authorized': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The conversation's id. */
        id: number;
      };
      cookie?: never;
    };
    /**
     * Check whether video calls are unlocked
     * @description Whether both participants authorized video calls and the other can be called (not deleted, paused,
     *     suspended or unsubscribed, as for a message). The call button appears only then; otherwise 'pending
     *     authorization' shows.
     */
    get: operations['getVideoChatAuthorization'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/conversations/{id}/video-chat/notify': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The conversation's id. */
        id: number;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ring the other participant
     * @description Broadcasts `.conversations.video-chat.call` on the other participant's `private-user.{id}` channel, which
     *     opens the incoming-call modal (unless they are already on this call's page or are the caller). The caller
     *     (the conversation starter) repeats it every 2000 ms until connected. On failure the client leaves the call.
     */
    post: operations['notifyVideoChat'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/conversations/{id}/video-chat/call': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The conversation's id. */
        id: number;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send the call offer
     * @description Relays the caller's WebRTC offer as the `.call` event on `presence-conversation.{id}.video-chat`. The
     *     caller creates an offer every 2500 ms until connected; the callee accepts on receiving it. On failure the
     *     client leaves the call.
     */
    post: operations['callVideoChat'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/conversations/{id}/video-chat/accept': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The conversation's id. */
        id: number;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Accept the call with an answer signal
     * @description Relays the callee's WebRTC answer as the `.accept` event on `presence-conversation.{id}.video-chat`.
     *     On failure the client goes back to the conversation.
     */
    post: operations['acceptVideoChat'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/conversations/{id}/video-chat/decline': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The conversation's id. */
        id: number;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Decline the incoming call
     * @description Broadcasts the `.decline` event on `presence-conversation.{id}.video-chat`; the caller sees '{x} did not
     *     answer the call' and leaves. The incoming-call modal closes 500 ms after the call; its 'message' button
     *     also declines, then opens the conversation.
     */
    post: operations['declineVideoChat'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/broadcasting/auth': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Authorize a private or presence channel
     * @description Pusher-protocol authorisation called by the realtime client (TLS, port 443) when it subscribes to:
     *     - `private-user.{id}`: only the user `{id}` themself;
     *     - `private-conversation.{id}`: a participant of conversation `{id}`;
     *     - `presence-conversation.{id}.video-chat`: a participant of conversation `{id}`.
     *
     *     Private channels answer `{auth}`; presence channels answer `{auth, channel_data}`, where `auth` is
     *     `<key>:<hex HMAC-SHA256>`. Any other channel, or a channel the user may not join, answers 403.
     */
    post: operations['authorizeBroadcastingChannel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/account/metadata/first-search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Mark the search onboarding modal as seen
     * @description Clears `metadata.first_search`. The search onboarding modal opens 800 ms after the search screen loads
     *     while the flag is set; closing it sends this call (and the client sets the flag false locally).
     */
    patch: operations['completeFirstSearch'];
    trace?: never;
  };
  '/member-blocks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the blocked members
     * @description The members the user has blocked (settings, blocked members). Each carries the block id in `pivot.id`.
     */
    get: operations['listMemberBlocks'];
    put?: never;
    /**
     * Block a member
     * @description Blocks a member. A blocked member cannot message or find the blocker and is not notified; each side's
     *     profile and conversations then answer 404 to the other. The answer's id becomes the member's
     *     `member_block_id` (the menu then offers unblock).
     */
    post: operations['blockMember'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/member-blocks/{pivotId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The block's id (`pivot.id` in the blocked list, `member_block_id` on the member). */
        pivotId: number;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Unblock a member
     * @description Removes the block; the member's `member_block_id` becomes null.
     */
    delete: operations['unblockMember'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/member-reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Report a member
     * @description Reports a member to the moderators with a reason and an optional note. Not offered for admin
     *     counterparts.
     */
    post: operations['reportMember'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/content/articles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List articles and videos
     * @description One page of personal-development content (video, article and bonus pages, and the ambassador media kit),
     *     newest first by default, 6 per page (the media kit asks for 3). The video and article pages ask for
     *     `access_level=public,member`; the bonus page asks for `vip`. Pagination shows only when there is more than
     *     one page; an empty list shows a 'no article' message.
     */
    get: operations['listArticles'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/content/articles/{article}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The article's id. */
        article: number;
      };
      cookie?: never;
    };
    /**
     * Get an article or video
     * @description One piece of content for the detail page (image for articles, embedded video for videos, the HTML body,
     *     the rating and the owner). The server decides `can.view`; when false the client shows a paywall naming
     *     members or VIP members, with a button to /member/subscription.
     */
    get: operations['getArticle'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/content/articles/{id}/votes': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The article's id. */
        id: number;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Rate an article or video
     * @description Records the user's 1 to 5 star rating (it becomes `my_vote`; a new vote replaces the previous one). The
     *     client sends a vote only when not already sending and when it differs from the last one sent, then shows
     *     'vote sent successfully'. Errors are ignored by the client.
     */
    post: operations['voteArticle'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/content/specialists': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the specialists
     * @description The content owners, for the owner filter of the article list (`ownerable_id`).
     */
    get: operations['listSpecialists'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/member/daily-quotes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Propose a daily quote
     * @description A member proposes a quote for the daily-quote footer. Only a member whose profile visibility is public may
     *     post (the form warns and links to the visibility setting otherwise). `text` is required, at most 200
     *     characters; `locale` is required (fr or en); `accept` must be true; `author` applies when `author_type` is
     *     `known`.
     */
    post: operations['submitDailyQuote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/account/member/pause': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Pause or resume the member
     * @description Sets the member's `paused` flag. A paused member is hidden, gets no messages and cannot start
     *     conversations; the subscription keeps running and the pause can be ended. The delete-account dialog
     *     offers a pause instead. On success the client shows the message and updates the stored user.
     */
    patch: operations['updateMemberPause'];
    trace?: never;
  };
  '/account/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List past payments
     * @description The user's orders with their invoices (subscription page, past payments), refreshed after a payment.
     */
    get: operations['listOrders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/account/subscriptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Cancel the subscription's auto-renewal
     * @description Cancels the automatic renewal of the active subscription after the user confirms in a modal. The
     *     subscription stays active until its end date; the client then reloads the user. Errors are ignored by the
     *     client (only the loading state ends).
     */
    delete: operations['cancelSubscriptionRenewal'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/account/address': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Update the postal address
     * @description Saves the user's address (settings, address). Country defaults to `ca`; the address search is restricted to
     *     Canada. The member's location (for distances) is geocoded from the city, postal code and province among
     *     the bundled Canadian places; moving it to new places is rate limited (429).
     */
    patch: operations['updateAccountAddress'];
    trace?: never;
  };
  '/account/sexual-orientation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Update the sexual orientations
     * @description Saves who the user is interested in (profile settings); at least 1 of man, woman, non_binary.
     */
    patch: operations['updateAccountSexualOrientation'];
    trace?: never;
  };
  '/account/email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change the e-mail address
     * @description Changes the sign-in e-mail after checking the current password. `password`, `email` and
     *     `email_confirmation` are required; the confirmation must match.
     */
    patch: operations['updateAccountEmail'];
    trace?: never;
  };
  '/email-verification/send-link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Resend the verification e-mail
     * @description Sends the e-mail verification link again (status banner and e-mail settings). Rate limited. Errors are
     *     ignored by the client (only the loading state ends). Verifying the address broadcasts the email-verified
     *     event on `private-user.{id}` and the client refetches the user.
     */
    post: operations['sendEmailVerificationLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/account/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change the password
     * @description Changes the password. `old_password`, `new_password` and `new_password_confirmation` are required. Password
     *     rule: at least 8 characters, with an upper-case letter, a lower-case letter and a digit; the confirmation
     *     must match.
     */
    patch: operations['updateAccountPassword'];
    trace?: never;
  };
  '/account/member/visibility': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Make the profile public or private
     * @description Toggles the member's profile visibility between private and public. Only a public-profile member may post
     *     a daily quote. On failure the client reverts the toggle.
     */
    patch: operations['updateMemberVisibility'];
    trace?: never;
  };
  '/account/settings/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Update message notification settings
     * @description Whether new messages in the priority inbox and in the secondary inbox are notified. On failure the client
     *     reverts the toggles.
     */
    patch: operations['updateNotificationSettings'];
    trace?: never;
  };
  '/account/settings/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Save the search filters and sort
     * @description Saves the member's search filters and sort in `settings` (sent on load and when the search changes). The
     *     filters follow the same schema and limits as `GET /members`: at most 5 active filters (location fields do
     *     not count) and 5 keywords; age 18-99, distance 3-400 km, height 122-213 cm. Changing the search location
     *     (latitude, longitude) is rate limited.
     */
    patch: operations['updateSearchSettings'];
    trace?: never;
  };
  '/account/settings/anonymous-mode': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Turn anonymous mode on or off
     * @description Sets `settings.anonymous_mode`. A member in anonymous mode shows blurred to other members until revealed;
     *     the member's own avatar is never blurred.
     */
    patch: operations['updateAnonymousMode'];
    trace?: never;
  };
  '/account/member/secondary-conversation-rules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the secondary inbox rules
     * @description The user's secondary-inbox rules (at most 3): field rules on age or distance, question rules on a profile
     *     question. Ranges are stored as `min,max`.
     */
    get: operations['listSecondaryConversationRules'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/account/member/secondary-conversation-rules/batch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Save the secondary inbox rules
     * @description Saves the whole set of secondary-inbox rules from the settings form.
     *     - At most 3 rules; each type (age, distance or one question) may be used once.
     *     - Options are required for question rules; a range `min,max` is required for height, age and distance.
     *     - Ranges: age 18-99, height 122-213 cm, distance 3-300 km (default 300).
     *     - Allowed questions: objective, silhouette, height, languages, family_situation, want_to_have_children,
     *       education_level, current_occupation, alcohol_consumption_frequency, smoking, smoking_frequency,
     *       smoking_tolerance_level, food_preferences, personality_traits, religious_beliefs, religion,
     *       personal_development_importance, accepts_persons_with_limitations, areas_of_interest.
     */
    post: operations['saveSecondaryConversationRules'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/account/ambassador': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Update the ambassador settings
     * @description Saves the ambassador's contact information, objective (required, one of three), tax numbers and SIN
     *     (`nas`, optional). The ambassador `has_taxes` only when both gst and pst are non-empty. The SIN field shows
     *     only when `requires_nas` (more than $500 earned in a calendar year); it is stored encrypted and only ever
     *     returned masked. The address is the user's: a new city, postal code, province or country moves the home as
     *     `PATCH account/address` does (geocoded, and rate limited with the member's other moves: 429).
     */
    patch: operations['updateAmbassador'];
    trace?: never;
  };
  '/account/ambassador/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get the ambassador statistics
     * @description Visits, conversions and amounts of the ambassador's referrals (dashboard and rewards). The reward is $10
     *     per new subscription of 3 months or more.
     */
    get: operations['getAmbassadorStats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/account/ambassador/balance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get the rewards balance
     * @description The amounts earned, paid, pending and available; a claim needs a balance of at least 50.
     */
    get: operations['getAmbassadorBalance'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/account/ambassador/balance-claims': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the balance claims
     * @description The ambassador's payout claims. The rewards page asks for the latest pending claim
     *     (`filter[status]=pending&sort=-created_at&limit=1`, which hides the claim form and shows a pending notice)
     *     and for the approved ones (`filter[status]=approved`, the past payments).
     */
    get: operations['listBalanceClaims'];
    put?: never;
    /**
     * Claim the balance
     * @description Requests the payout of the balance; payment follows within 7 business days. The amount is required, at
     *     least 50; the e-mail is required; the invoice (uploaded key of a .pdf or .docx up to 20 MB) is required
     *     when the ambassador has taxes. The client disables the form when the balance is below 50, when a SIN is
     *     required and none is on file, or while a claim is pending.
     */
    post: operations['createBalanceClaim'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/account/ambassador/referrals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the referrals
     * @description The subscriptions that came through the ambassador's referral link, with their reward (rewards page).
     */
    get: operations['listReferrals'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/account/ambassador/referral-mail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * E-mail the referral invitation
     * @description Sends the ambassador's referral invitation to one or more addresses. `emails` (at least one valid address)
     *     and `message` are required; the form shows the first error under the e-mails. Rate limited.
     */
    post: operations['sendReferralMail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/share/member/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The shared member's id (from the share link). */
        id: number;
      };
      cookie?: never;
    };
    /**
     * Get a shared member profile (public)
     * @description The public share page: the member's profile without interactions, for visitors (no sign-in). Works only
     *     while a share link for this member is valid (3 days after creation). The page offers a join button to
     *     /onboarding; a visitor's interaction attempts open a register prompt.
     */
    get: operations['getSharedMember'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/storage/uploads/{key}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The `key` answered by `POST /vapor/signed-storage-url`, percent-encoded (`tmp%2F{uuid}`). */
        key: string;
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Upload a file to its signed URL
     * @description The signed upload target that `POST /vapor/signed-storage-url` answers as `url` (served by the reference
     *     server in place of cloud storage). The client sends the raw file with the answered `headers`; the signature
     *     covers the key and the expiry. The stored file is then used by passing its key to the calls that take one.
     */
    put: operations['uploadToStorage'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/storage/files/{key}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The storage key of the file, percent-encoded. */
        key: string;
      };
      cookie?: never;
    };
    /**
     * Download a stored file
     * @description A stored file (picture, audio, invoice) by its signed URL, as the server writes it in `base_path`, `url` or
     *     `pdf_url` fields (served by the reference server in place of cloud storage).
     */
    get: operations['getStoredFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/email/verify/{id}/{hash}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The user's id. */
        id: number;
        /** @description SHA-1 hash of the user's email. */
        hash: string;
      };
      cookie?: never;
    };
    /**
     * Verify the email (link of the verification email)
     * @description The signed link of the verification email (sent at registration and by `POST /email-verification/send-link`).
     *     It sets `email_verified_at`, broadcasts the email-verified event on the user's private channel (the app refetches
     *     the user), and redirects the browser to the app.
     */
    get: operations['verifyEmail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notifications/unsubscribe/{id}/{inbox}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The user's id. */
        id: number;
        /** @description Which message notifications to turn off. */
        inbox: components['schemas']['ConversationPriority'];
      };
      cookie?: never;
    };
    /**
     * Turn message notifications off (link of a notification e-mail)
     * @description The signed link at the foot of every message notification e-mail. It turns
     *     `notifications_priority_message` or `notifications_secondary_message` off, and redirects the browser to
     *     the app's notification settings (where the member can turn it back on).
     */
    get: operations['unsubscribeFromMessageNotifications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /**
     * @description Measurement units: `metric` (centimetres) or `imperial` (feet and inches, 12 inches per foot, inches 0 to 11).
     *     Heights are stored in centimetres; the units only change how they are entered and shown.
     * @enum {string}
     */
    Units: 'metric' | 'imperial';
    /** @description Email sign-in. Both fields are required. */
    LoginCredentials: {
      /** Format: email */
      email: string;
      password: string;
    };
    /** @description Apple sign-in or sign-up (offered only on iOS native). */
    AppleSignInPayload: {
      /** @description The identity token Apple returned. */
      apple_token: string;
      /** @description The first name Apple shared, if any. */
      first_name?: string | null;
      /** @description The last name Apple shared, if any. */
      last_name?: string | null;
    };
    /** @description Facebook sign-in or sign-up. */
    FacebookSignInPayload: {
      /** @description The Facebook access token. A token or profile Facebook refuses gives "Invalid". */
      facebook_token: string;
    };
    /** @description Google sign-in or sign-up. */
    GoogleSignInPayload: {
      /** @description The Google ID token. */
      google_token: string;
      /** @description The OAuth client id the token was issued for (web, iOS and Android differ). */
      google_client_id: string;
    };
    /** @description Session sign-in with email and password, or with one social payload. */
    LoginRequest:
      | components['schemas']['LoginCredentials']
      | components['schemas']['AppleSignInPayload']
      | components['schemas']['FacebookSignInPayload']
      | components['schemas']['GoogleSignInPayload'];
    /** @description A failure with only a message (401, 403, 404, 419, 429 and some 400s), as Laravel answers them. */
    ErrorMessage: {
      /** @example Unauthenticated. */
      message: string;
    };
    /** @description Laravel validation failure (HTTP 422). One or more messages per field, in the request's language. */
    ValidationError: {
      /**
       * @description The first field message, followed by "(and N more errors)" when there are several.
       * @example The email field is required.
       */
      message: string;
      /**
       * @description Field name (dotted for nested and array fields, e.g. `answers.0.value`) to its messages.
       * @example {
       *       "email": [
       *         "The email field is required."
       *       ]
       *     }
       */
      errors: {
        [key: string]: string[];
      };
    };
    /** @description Token sign-in (native wrappers). */
    TokenRequest: {
      /** Format: email */
      email: string;
      password: string;
      /** @description A name for the device the token is issued to. */
      device_name: string;
    };
    /** @description A personal access token, sent afterwards as `Authorization: Bearer <token>`. */
    TokenResponse: {
      token: string;
    };
    /**
     * @description Language of the product. French is the default (bots get `fr`); English is available.
     * @enum {string}
     */
    Locale: 'fr' | 'en';
    /**
     * @description The user's gender.
     * @enum {string}
     */
    Gender: 'male' | 'female' | 'non_binary';
    /**
     * @description A gender the user is looking for.
     * @enum {string}
     */
    SexualOrientation: 'man' | 'woman' | 'non_binary';
    /**
     * @description Outcome of the identity check: `success`; `warning` means pending authentication (a manual check by an
     *     administrator follows); `fail` shows the suspended screen.
     * @enum {string}
     */
    AuthenticationFlag: 'success' | 'warning' | 'fail';
    /**
     * @description Comma-separated option ids of one profile question (`question__<name>` search filter).
     * @example 3,7
     */
    SearchOptionIds: string;
    /**
     * @description Member search filters: the `filter[...]` query of `GET /members` (deep-object style, e.g.
     *     `filter[age]=25,40&filter[question__languages]=3,7`) and the `filters` object saved with
     *     `PATCH /account/settings/search`. Lists are comma-separated values in one string.
     *
     *     Limits (product rule, section 5 and 9):
     *     - at most **5 active filters**; the location fields (`distance`, `latitude`, `longitude`, `location_label`)
     *       do not count. More gives 422.
     *     - at most **5 keywords** (duplicates ignored). More gives 422.
     *     - age 18 to 99, distance 3 to 400 km, height 122 to 213 cm.
     *     - the gender filter (`sexual_orientations`) only offers the user's own orientations and is shown only when
     *       the user has more than one.
     *
     *     `question__<name>` filters hold comma-separated option ids (from `GET /questions`) of the profile question
     *     named `<name>`; a member matches when their answer has one of these options.
     */
    SearchFilters: {
      /** @description `true` lists only the members the user has favourited (`GET /members?filter[favorite]=true`, the favourites screen). */
      favorite?: boolean;
      /**
       * @description Comma-separated genders sought, among the user's own `sexual_orientations`: `man`, `woman`, `non_binary`.
       * @example man,non_binary
       */
      sexual_orientations?: string;
      /**
       * @description Age range `min,max`, each from 18 to 99.
       * @example 25,40
       */
      age?: string;
      /** @description Maximum distance in km from the search location, 3 to 400. A location field (does not count toward the 5 filters). */
      distance?: number;
      /** @description Latitude of the search location (address search restricted to Canada). A location field; never echoed back for other members. */
      latitude?: number;
      /** @description Longitude of the search location. A location field. */
      longitude?: number;
      /** @description Human-readable label of the chosen address, shown in the filter chip. A location field. */
      location_label?: string;
      /**
       * @description Comma-separated keyword tags searched in the profile texts, at most 5 (duplicates ignored).
       * @example hiking,cooking
       */
      keywords?: string;
      /** @description Only members who tolerate smoking (the yes/no form of the smoking tolerance question). */
      smoking_tolerance_level?: boolean;
      /** @description Only members who accept persons with limitations (yes/no form of that question). */
      accepts_persons_with_limitations?: boolean;
      /**
       * @description Height range `min,max` in centimetres, each from 122 to 213.
       * @example 160,185
       */
      question__height?: string;
      question__objective?: components['schemas']['SearchOptionIds'];
      question__silhouette?: components['schemas']['SearchOptionIds'];
      question__languages?: components['schemas']['SearchOptionIds'];
      question__areas_of_interest?: components['schemas']['SearchOptionIds'];
      question__personality_traits?: components['schemas']['SearchOptionIds'];
      question__values?: components['schemas']['SearchOptionIds'];
      question__current_occupation?: components['schemas']['SearchOptionIds'];
      question__education_level?: components['schemas']['SearchOptionIds'];
      question__religious_beliefs?: components['schemas']['SearchOptionIds'];
      question__religion?: components['schemas']['SearchOptionIds'];
      question__smoking?: components['schemas']['SearchOptionIds'];
      question__smoking_frequency?: components['schemas']['SearchOptionIds'];
      question__smoking_tolerance_level?: components['schemas']['SearchOptionIds'];
      question__alcohol_consumption_frequency?: components['schemas']['SearchOptionIds'];
      question__family_situation?: components['schemas']['SearchOptionIds'];
      question__kids_living_with?: components['schemas']['SearchOptionIds'];
      question__want_to_have_children?: components['schemas']['SearchOptionIds'];
      question__food_preferences?: components['schemas']['SearchOptionIds'];
      question__accepts_persons_with_limitations?: components['schemas']['SearchOptionIds'];
      question__personal_development_importance?: components['schemas']['SearchOptionIds'];
      question__personal_development_importance_description?: components['schemas']['SearchOptionIds'];
    };
    /**
     * @description The sort choice as the member picks it (one of the three sort buttons), stored in `settings.sort`. The
     *     search call turns it into the `sort` query (`proximity`, `-values`, `-connection`, see MemberSort).
     * @enum {string}
     */
    SearchSortOption: 'proximity' | 'values' | 'connection';
    /**
     * @description Why the ambassador refers friends.
     * @enum {string}
     */
    AmbassadorObjective: 'for_fun' | 'additional_income' | 'fundraising';
    /**
     * @description The referral-partner side of a user. An ambassador is paid 10 dollars for each new subscription of 3 months or
     *     more that comes through the referral link; the referred friend gets one extra free month.
     */
    Ambassador: {
      /** @description The ambassador's referral code (sent as `ambassador_code` by `POST /referral`). */
      code: string;
      /**
       * Format: uri
       * @description The personal referral link, shown with a copy button.
       */
      referral_link: string;
      /** @description A social insurance number (SIN) is needed, above 500 dollars earned in a calendar year. */
      requires_nas: boolean;
      /** @description Required in the ambassador settings; null until chosen. */
      objective: components['schemas']['AmbassadorObjective'] | null;
    };
    /**
     * @description A user: a visitor who registered, a member, an ambassador, or both. The signed-in user's own account
     *     (`GET /account`, see `CurrentUser`) carries the private fields (email, birthday, address, identity check, taxes,
     *     settings, subscription); another member's user carries the public ones (`first_name`, `gender`, `age`, `city`,
     *     `online`, `distance`, `last_activity`, `zodiac`).
     */
    User: {
      id: number;
      /** Format: email */
      email?: string;
      first_name: string;
      last_name?: string;
      full_name?: string;
      /** Format: date */
      birthday?: string | null;
      address_1?: string | null;
      address_2?: string | null;
      city?: string | null;
      state?: string | null;
      /**
       * @description Country code (see `GET /api/content/countries`); default `ca`.
       * @default ca
       */
      country: string | null;
      postal_code?: string | null;
      phone?: string | null;
      locale?: components['schemas']['Locale'];
      /** @description Null until chosen in the wizard. */
      gender?: components['schemas']['Gender'] | null;
      /** @description The gender as a label in the request's language. */
      gender_i18n?: string | null;
      age?: number | null;
      online?: boolean;
      /**
       * @description Distance from the signed-in member, in kilometres, computed from coordinates snapped to a coarse grid
       *     (so nobody can locate a member by moving their own point); never below 3. No response carries another
       *     member's coordinates.
       */
      distance?: number | null;
      /**
       * @description The distance as shown, capped at 200 with a plus ('3 km', '42 km', '200+ km').
       * @example 200+ km
       */
      distance_label?: string | null;
      /** Format: date-time */
      last_activity?: string | null;
      sexual_orientations?: components['schemas']['SexualOrientation'][];
      zodiac?: {
        /** @description The sign's key. */
        name: string;
        /** @description The sign's name in the request's language. */
        label: string;
      } | null;
      /**
       * Format: date-time
       * @description When the user accepted the terms; null before. The terms modal opens when it is null or older than the
       *     latest term's `published_at`.
       */
      accepted_terms_date?: string | null;
      /** @description Identity check attempts used; 3 are allowed (remaining = 3 - eid_tries). */
      eid_tries?: number;
      /** @description Identity check outcome; null before any check. */
      authentication_flag?: components['schemas']['AuthenticationFlag'] | null;
      /** @description A blocked user only reaches /blocked and logout. */
      blocked?: boolean;
      /**
       * Format: date-time
       * @description Null while the email is pending verification.
       */
      email_verified_at?: string | null;
      /** @description GST number (ambassadors). */
      gst?: string | null;
      /** @description PST number (ambassadors). */
      pst?: string | null;
      /** @description Social insurance number (SIN), masked. */
      nas?: string | null;
      /** @description True only when both `gst` and `pst` are non-empty. */
      has_taxes?: boolean;
      settings?: {
        anonymous_mode?: boolean;
        /** @description The saved search filters (as sent by `PATCH /account/settings/search`). */
        filters?: components['schemas']['SearchFilters'] | null;
        /** @description The saved search sort. */
        sort?: components['schemas']['SearchSortOption'] | null;
        notifications_priority_message?: boolean;
        notifications_secondary_message?: boolean;
      };
      metadata?: {
        /** @description Set until the search onboarding modal has been closed once. */
        first_search?: boolean;
      };
      /** @description The active auto-renewing subscription, or null. */
      active_subscription?: {
        product: {
          name: string;
          number_of_months: number;
          price: number;
        };
      } | null;
      /** @description Present when the user is an ambassador, otherwise null. */
      ambassador?: components['schemas']['Ambassador'] | null;
      /** @description Present when the user has a member profile, otherwise null. */
      member?: components['schemas']['Member'] | null;
    };
    /**
     * @description `inactive` (unsubscribed: the member sees the product list to activate a membership), `trial` (5-day free trial)
     *     or `active` (subscribed). `inactive` or `trial` means the next purchase is the first one; otherwise a purchase
     *     adds months.
     * @enum {string}
     */
    SubscriptionStatus: 'inactive' | 'trial' | 'active';
    /**
     * @description A wizard step path, in wizard order. Question steps exist only if the question exists on the server. The
     *     current step is the member's saved `onboarding_step`, else the first step.
     * @enum {string}
     */
    OnboardingStep:
      | 'gender'
      | 'sexual-orientation'
      | 'objective'
      | 'silhouette'
      | 'height'
      | 'languages'
      | 'family-situation'
      | 'want-to-have-children'
      | 'education-level'
      | 'current-occupation'
      | 'alcohol-consumption-frequency'
      | 'smoking'
      | 'food-preferences'
      | 'personality-traits'
      | 'values'
      | 'religious-beliefs'
      | 'personal-development-importance'
      | 'accepts-persons-with-limitations'
      | 'areas-of-interest'
      | 'introduction-video'
      | 'introduction'
      | 'short-questions'
      | 'long-questions'
      | 'audio-introduction'
      | 'authentication'
      | 'pictures-video'
      | 'sample-picture'
      | 'pictures'
      | 'payment';
    /** @description A text per locale. */
    LocalizedText: {
      fr?: string;
      en?: string;
    };
    /** @description A choice of a select or multi-select question (also the options of an answer). */
    QuestionOption: {
      id: number;
      /** @description The option's text in the request's language. */
      label: string;
      properties?: {
        /** @description Choosing this option clears the other chosen options (e.g. "none of these"). */
        cancel_others?: boolean;
        /** @description Name of an Iconify icon shown with the option. */
        iconify?: string | null;
        /** @description Path of an icon image shown with the option. */
        icon_path?: string | null;
        /** @description A sentence per locale that phrases the choice on a profile. */
        sentence?: components['schemas']['LocalizedText'];
      };
    };
    /**
     * @description A member's answer to a question. Answers with an empty value and no options are ignored. Answer names (the
     *     question they answer): objective, height, silhouette, languages, areas_of_interest, personality_traits, values,
     *     current_occupation, education_level, religious_beliefs, smoking, smoking_frequency, smoking_tolerance_level,
     *     alcohol_consumption_frequency, family_situation, kids_living_with, want_to_have_children, food_preferences,
     *     accepts_persons_with_limitations, personal_development_importance, personal_development_importance_description.
     */
    Answer: {
      question_id: number;
      /** @description The question answered, as shown on a profile. */
      question?: {
        text?: string;
        label?: string;
        /** @description The question's key, the answer's name (`objective`, `height`...; short and long questions have their own keys). */
        name?: string;
        /**
         * @description The question group (`single`, `ShortQuestionType`, `LongQuestionType`), which places the answer on a profile.
         * @example single
         * @example ShortQuestionType
         * @example LongQuestionType
         */
        type?: string;
      };
      /** @description The text answer (input, textarea), or the height in centimetres (size); null when the answer is only options. */
      value: string | number | null;
      /** @description The chosen options (select, multi_select); empty for text answers. */
      options: components['schemas']['QuestionOption'][];
    };
    /**
     * @description Review status of a picture: `portrait`, `authenticated`, `validated`, `refused`, otherwise `pending`
     *     (pending validation). `portrait` and `authenticated` show a verified check. A complete gallery has a portrait
     *     plus a validated or authenticated picture.
     * @enum {string}
     */
    PictureStatus: 'portrait' | 'authenticated' | 'validated' | 'refused' | 'pending';
    /** @description A picture of the member's gallery (gallery item). */
    Picture: {
      id: number;
      /** @description Base path of the stored image, from which the client derives the sizes it shows. */
      base_path: string;
      status: components['schemas']['PictureStatus'];
    };
    /**
     * @description Review of the whole gallery: `pending` (approval takes up to 24 hours), `refused` or `done`. A refused or
     *     incomplete album suspends the account automatically after 72 hours.
     * @enum {string}
     */
    GalleryReviewStatus: 'pending' | 'refused' | 'done';
    /**
     * @description Whether the member's profile is `public` or `private`. Only a public member can post a daily quote.
     * @enum {string}
     */
    MemberVisibility: 'private' | 'public';
    /**
     * @description A member profile. The signed-in user's own member (in `GET /account`) carries the onboarding and subscription
     *     fields; another member, seen in search, a profile, a conversation or a share page, carries the fields that depend
     *     on who asks (`favorite`, `member_block_id`, `common_values_count`, `can`, `cant_send_flower_message`). Search
     *     results hide data for deleted or unavailable members, so most fields are optional.
     */
    Member: {
      id: number;
      user?: components['schemas']['User'];
      /** @description Profile title, 5 to 100 characters. */
      title?: string | null;
      /** @description About me, 10 to 3000 characters. */
      about?: string | null;
      /** @description What I am looking for in my partner, 10 to 3000 characters. */
      seeking?: string | null;
      subscription_status?: components['schemas']['SubscriptionStatus'];
      onboarding_completed?: boolean;
      /** @description The saved wizard step; null before the first step is saved (the wizard then starts at the first step). */
      onboarding_step?: components['schemas']['OnboardingStep'] | null;
      answers?: components['schemas']['Answer'][];
      /** @description Base path of the avatar (the main picture); shown at sizes 400 and 150. */
      avatar_path?: string | null;
      /** Format: uri */
      audio_introduction_url?: string | null;
      /** @description The signed-in member has this member in their favourites. */
      favorite?: boolean;
      /** @description The id of the signed-in member's block of this member, or null when not blocked. */
      member_block_id?: number | null;
      /** @description Values shared with the signed-in member. */
      common_values_count?: number;
      gallery?: components['schemas']['Picture'][];
      gallery_review_status?: components['schemas']['GalleryReviewStatus'];
      deleted?: boolean;
      unavailable?: boolean;
      /** @description Suspended by an administrator, or because the photo album stayed incomplete past the grace period. */
      suspended?: boolean;
      /**
       * @description Why the member is suspended, for example `incomplete_gallery`.
       * @example incomplete_gallery
       */
      suspended_reason?: string | null;
      subscribed?: boolean;
      /** @description Hidden, no messages; the subscription keeps running. */
      paused?: boolean;
      visibility?: components['schemas']['MemberVisibility'];
      /** Format: date-time */
      subscription_end_date?: string | null;
      /** Format: date-time */
      trial_end_date?: string | null;
      can?: {
        /** @description The signed-in user may open this profile (profile links are active only then). */
        view?: boolean;
      };
      /** @description Why no flower can be sent to this member (shown as a tooltip), or null when one can. */
      cant_send_flower_message?: string | null;
    };
    /** @description The signed-in user, as `GET /account` answers it: a `User` with its private fields always present. */
    CurrentUser: WithRequired<
      components['schemas']['User'],
      | 'email'
      | 'first_name'
      | 'last_name'
      | 'full_name'
      | 'birthday'
      | 'address_1'
      | 'address_2'
      | 'city'
      | 'state'
      | 'country'
      | 'postal_code'
      | 'phone'
      | 'locale'
      | 'gender'
      | 'sexual_orientations'
      | 'accepted_terms_date'
      | 'eid_tries'
      | 'authentication_flag'
      | 'blocked'
      | 'email_verified_at'
      | 'ambassador'
      | 'member'
    >;
    PushNotificationTokenRequest: {
      /** @description The device's push notification token. */
      token: string;
    };
    /**
     * @description The browser's push subscription (`PushSubscription.toJSON()`), kept per device: the same endpoint again
     *     replaces the keys, and moves to whoever subscribed last.
     */
    WebPushSubscriptionRequest: {
      /** @description The push service URL of this browser (https in production). */
      endpoint: string;
      /** @description When the push service ends the subscription (milliseconds since 1970), if it says. */
      expirationTime?: number | null;
      keys: {
        /** @description The browser's P-256 public key (base64url). */
        p256dh: string;
        /** @description The authentication secret (base64url). */
        auth: string;
      };
    };
    /** @description The VAPID public key a browser subscribes with (`applicationServerKey`). */
    WebPushPublicKey: {
      /** @description The application server's P-256 public key, base64url. */
      public_key: string;
    };
    UpdateLanguageRequest: {
      locale: components['schemas']['Locale'];
    };
    ForgotPasswordRequest: {
      /** Format: email */
      email: string;
    };
    /** @description A plain outcome with a human-readable message (in the request's language). */
    Message: {
      message: string;
    };
    /**
     * Format: password
     * @description At least 8 characters, with at least one uppercase letter, one lowercase letter and one digit, in any script (`É` and `é` count; a Unicode pattern).
     */
    Password: string;
    /** @description Email, new password and confirmation are required. */
    ResetPasswordRequest: {
      /** Format: email */
      email: string;
      password: components['schemas']['Password'];
      /** @description Must equal `password`. */
      password_confirmation: string;
    };
    /**
     * @description Codes the product reacts to. Strings for account and messaging rules; integers for the identity check:
     *     600 and 801 blocked, 800/802/804 error, 803/805 warning with retry and manual check, 806 same user exists.
     */
    ErrorCode:
      | (
          | 'EMAIL_ALREADY_EXISTS'
          | 'ALREADY_SENT_FLOWER_TODAY'
          | 'ALREADY_SENT_FLOWER_IN_CONVERSATION'
          | 'CANT_SEND_FLOWER'
          | 'EMAIL_NOT_VERIFIED'
          | 'PRICE_CHANGED'
          | 'PRODUCT_NOT_FOUND'
          | 'INVALID_PROMO_CODE'
          | 'PAYMENT_FAILED'
          | 'MEMBER_UNAVAILABLE'
          | 'VIDEO_CHAT_NOT_AUTHORIZED'
          | 'SUBSCRIPTION_REQUIRED'
          | 'ACCOUNT_PAUSED'
          | 'GALLERY_INCOMPLETE'
          | 'LAST_PICTURE'
          | 'CONFIRMATION_REQUIRED'
          | 'ACCOUNT_SUSPENDED'
          | 'ACCOUNT_BLOCKED'
        )
      | (600 | 800 | 801 | 802 | 803 | 804 | 805 | 806);
    /** @description A rule of the product refused the call. The client shows `error.message` and may react to `error.code`. */
    DomainError: {
      /** @description Same text as `error.message`, for clients that read the top-level message first. */
      message?: string;
      error: {
        code: components['schemas']['ErrorCode'];
        /** @example You already sent a flower today, wait for it to grow back! */
        message: string;
        /**
         * Format: email
         * @description For `EMAIL_ALREADY_EXISTS` after a social sign-up, the network's address, which the client's sign-in link carries.
         * @example camille@example.com
         */
        email?: string;
      };
    };
    /** @description What the register form is prefilled with after a Facebook sign-up that yields no email. */
    RegisterPrefill: {
      /** @description Null, since Facebook shared no email; the user types one. */
      email: string | null;
      first_name: string | null;
      last_name: string | null;
      /** @description Sent back by `POST /onboarding/user` to link the Facebook account. */
      facebook_id: string;
      /** @description Sent back by `POST /onboarding/user`. */
      facebook_access_token: string;
    };
    /**
     * @description A Facebook sign-up that yields no email creates no account: `token` is null and `prefill` holds what the client
     *     puts in the register form's query (/onboarding/register?email=...&first_name=...&facebook_id=...).
     */
    RegisterPrefillResponse: {
      token: null;
      prefill: components['schemas']['RegisterPrefill'];
    };
    /** @description A token (account created), or the register form's prefill when Facebook shared no email. */
    FacebookSignUpResponse:
      components['schemas']['TokenResponse'] | components['schemas']['RegisterPrefillResponse'];
    /**
     * @description The email registration form. email, first_name, last_name, password and password confirmation are required.
     *     Success is followed by a sign-in with the same email and password.
     */
    RegisterRequest: {
      /** Format: email */
      email: string;
      first_name: string;
      last_name: string;
      password: components['schemas']['Password'];
      /** @description Must equal `password`. */
      password_confirmation: string;
      locale?: components['schemas']['Locale'];
      /** @description From the prefill of a Facebook sign-up that yielded no email; links the Facebook account. */
      facebook_id?: string | null;
      /** @description From the same prefill. */
      facebook_access_token?: string | null;
    };
    /** @description Gender must be chosen. */
    UpdateGenderRequest: {
      gender: components['schemas']['Gender'];
    };
    /** @description At least one of man, woman, non_binary. */
    UpdateSexualOrientationsRequest: {
      sexual_orientations: components['schemas']['SexualOrientation'][];
    };
    UpdateOnboardingStepRequest: {
      step: components['schemas']['OnboardingStep'];
    };
    /**
     * @description The identity form. Next is enabled only when the accept box is ticked and first name, last name, birthday,
     *     address_1, city, state, country and postal code are filled. Country defaults to `ca`; the address autocomplete
     *     is limited to Canada.
     */
    IdentityCheckRequest: {
      first_name: string;
      last_name: string;
      /**
       * Format: date
       * @description The date input offers years from 18 to 120 years back.
       */
      birthday: string;
      address_1: string;
      address_2?: string | null;
      city: string;
      state: string;
      /**
       * @description A country code from `GET /api/content/countries`; the form's default is `ca`.
       * @default ca
       */
      country: string;
      postal_code: string;
      /**
       * @description The user consents to the identity check; must be true.
       * @constant
       */
      accept: true;
    };
    /**
     * @description Identity check codes: `600` and `801` blocked (the user goes to /blocked); `800`, `802` and `804` error (an error
     *     modal with the message); `803` and `805` warning (a modal with the message, a retry while attempts remain, and a
     *     manual authentication with the phone form that continues registration); `806` another account with the same
     *     name and birth date exists (a same-user modal with a logout button and the contact phone number).
     * @enum {integer}
     */
    IdentityErrorCode: 600 | 800 | 801 | 802 | 803 | 804 | 805 | 806;
    /**
     * @description How the other account with the same name and birth date signs in (code 806), so the user can be pointed to it.
     *     Each field is falsy when that account does not sign in that way; a truthy value may be `true` or the value
     *     itself (for example the account's email, possibly masked).
     */
    SameUserConflict: {
      email?: string | boolean | null;
      facebook?: string | boolean | null;
      google?: string | boolean | null;
      apple?: string | boolean | null;
    };
    /**
     * @description Outcome of an identity check. `success` true: a success modal, then Next becomes allowed. Otherwise `error`
     *     says why (see `IdentityErrorCode`); `blocked` true also sends the user to /blocked; a warning offers a retry with
     *     the remaining attempts (3 - `tries`). After a failure or a skip, an administrator verifies manually: the user
     *     gives a phone and availability (`PATCH /account/phone`) and registration continues.
     */
    IdentityCheckResult: {
      success: boolean;
      /** @description Attempts used so far (the user's `eid_tries`); 3 are allowed. */
      tries: number;
      /** @description The user's `authentication_flag` after this attempt. */
      authentication_flag: components['schemas']['AuthenticationFlag'] | null;
      blocked: boolean;
      /** @description Present when `success` is false. */
      error?: {
        code: components['schemas']['IdentityErrorCode'];
        /** @description Shown in the error or warning modal. */
        message: string;
      };
      /** @description Present with code 806. */
      data?: {
        user: components['schemas']['SameUserConflict'];
      };
    };
    /** @description One answer to save. */
    AnswerInput: {
      question_id: number;
      /**
       * @description The text (input, textarea; the question's `min` and `max` characters apply) or the height in centimetres
       *     (size, rounded); null for an answer made of options only. A required question needs a non-empty value.
       */
      value: string | number | null;
      /**
       * @description Ids of the chosen options (select, multi_select). A multi-select needs at least the question's `min` and at
       *     most its `max` selections ("select at least x", "cannot select more than x items").
       */
      options?: number[];
    };
    /**
     * @description Answers to save. Short questions are optional with no maximum number of answers; long questions allow at most 2
     *     answers ("you can answer up to x questions").
     */
    SaveAnswersRequest: {
      answers: components['schemas']['AnswerInput'][];
    };
    /** @description The introduction (profile title, about, seeking); all required. */
    UpdateMemberProfileRequest: {
      /** @description Profile title, 5 to 100 characters. */
      title: string;
      /** @description About me, 10 to 3000 characters. */
      about: string;
      /** @description What I am looking for in my partner, 10 to 3000 characters. */
      seeking: string;
    };
    /** @description The phone form of the manual identity verification (after a failed or skipped check); both fields are required. */
    UpdatePhoneRequest: {
      /** @description Where the administrator calls. */
      phone: string;
      /** @description When the user can be called. */
      phone_availability: string;
    };
    /** @description The member's recorded audio introduction (15 seconds, at most 10 MB). */
    AudioIntroduction: {
      /**
       * Format: uri
       * @description Where the recording can be played.
       */
      url: string;
    };
    AudioIntroductionResponse: {
      /** @description The audio introduction, or null when the member has none (null is our choice). */
      audio_introduction: components['schemas']['AudioIntroduction'] | null;
    };
    AudioIntroductionRequest: {
      /**
       * @description The storage key of the uploaded recording (from `POST /vapor/signed-storage-url`). The recording lasts 15
       *     seconds and weighs at most 10 MB.
       */
      audio_introduction: string;
    };
    /** @description The member's sample picture (required to continue the wizard). */
    SamplePicture: {
      /** @description Base path of the stored image. */
      base_path: string;
    };
    /**
     * @description A file already uploaded to storage: `POST /vapor/signed-storage-url`, then `PUT` of the file to the returned
     *     `url`, then this call with the returned `key`.
     */
    UploadKeyRequest: {
      /**
       * @description The storage key returned by `POST /vapor/signed-storage-url`.
       * @example tmp/9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d
       */
      key: string;
    };
    /** @description The member's pictures and the review of the gallery. */
    PictureGallery: {
      /** @description The pictures in gallery order (2 to 6 for a complete gallery). */
      data: components['schemas']['Picture'][];
      review_status: components['schemas']['GalleryReviewStatus'];
      /** @description The review has waited beyond its delay (approval takes up to 24 hours). */
      review_expired: boolean;
    };
    /**
     * @description The member's picture ids in their new order (1 to 6). When the order is forced, the first picture must be a
     *     portrait.
     */
    ReorderPicturesRequest: {
      ids: number[];
    };
    /**
     * @description A referral visit: the `reference` or `ambassador` query parameter of a landing URL, stored and posted once per
     *     code.
     */
    ReferralRequest: {
      /** @description The device reference (kept in a cookie for 3 weeks and in local storage). */
      device_ref: string;
      /** @description The ambassador's `code`. */
      ambassador_code: string;
    };
    /**
     * @description Asks for a signed upload URL (Laravel Vapor's protocol). Every field may be empty; the client sends the file's
     *     type as `content_type`.
     */
    SignedStorageUrlRequest: {
      /** @description The bucket; empty for the default one. */
      bucket?: string;
      /**
       * @description The MIME type of the file; the upload must send the same `Content-Type`.
       * @example image/jpeg
       */
      content_type?: string;
      /** @description Requested lifetime of the URL; empty for the server's default. */
      expires?: string;
      /** @description The stored file's access (e.g. `private`, `public-read`); empty for the default. */
      visibility?: string;
    };
    /**
     * @description A signed upload target. The client sends the file with `PUT url`, adding `headers`, then passes `key` to the
     *     call that uses the file (pictures, sample picture, audio introduction, messages, invoices).
     */
    SignedStorageUrl: {
      /** Format: uuid */
      uuid: string;
      bucket: string;
      /**
       * @description The storage key of the file to come.
       * @example tmp/9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d
       */
      key: string;
      /**
       * Format: uri
       * @description The signed URL to `PUT` the file to.
       */
      url: string;
      /** @description Headers to send with the `PUT` (e.g. `Content-Type`). */
      headers: {
        [key: string]: string;
      };
    };
    /**
     * @description Native platform of the app (the web pays by card and sends no platform).
     * @enum {string}
     */
    Platform: 'ios' | 'android';
    /**
     * @description A subscription package (3 and 6 months; a bonus course worth 494 dollars comes with the 6-month package).
     *     Products are shown by `number_of_months` ascending; real months = `number_of_months` - `number_of_extra_months`;
     *     monthly price = `price` / real months; taxes are shown as included.
     */
    Product: {
      id: number;
      name: string;
      description: string | null;
      /** @description Price in dollars, taxes included. */
      price: number;
      /** @description Price before a sale, in dollars. */
      price_before_sale: number | null;
      /** @description The sale as a fraction of the price; displayed only when it is 1 or less. */
      sale_percentage: number | null;
      /** @description Months granted, extra months included. */
      number_of_months: number;
      /** @description Free months included in `number_of_months`. */
      number_of_extra_months: number;
      is_renewable: boolean;
      featured: boolean;
      vip: boolean;
      /** @description Fingerprint of the current price; sent back by `POST /pay/{id}`, which refuses a stale one. */
      price_hash: string;
      /** @description In-app purchase product id on iOS. */
      apple_id: string | null;
      /** @description In-app purchase product id on Android. */
      google_id: string | null;
    };
    /**
     * @description How a promo code's `rebate_value` applies to the price.
     * @enum {string}
     */
    RebateType: 'percentage' | 'amount';
    /** @description A valid promo code and what it grants. */
    PromoCode: {
      code: string;
      /** @description Free months added to the package. */
      additional_months: number;
      rebate_type: components['schemas']['RebateType'];
      /** @description A percentage (`percentage`) or an amount in dollars (`amount`) taken off the price. */
      rebate_value: number;
    };
    /** @description What a purchase of a product would cost and grant, with an optional promo code. */
    Estimate: {
      order: {
        /** @description Amount charged, in dollars, taxes included. */
        total: number;
        /** @description The taxes included in `total`, in dollars. */
        taxes: number;
      };
      /**
       * Format: date-time
       * @description End of the subscription after this purchase (months are added to a running subscription).
       */
      end_date: string;
      /** @description The promo code applied, or null. */
      promo_code: components['schemas']['PromoCode'] | null;
    };
    /** @description Whether a promo code applies to a product. An invalid code shows "Invalid promo code". */
    PromoCodeTestResult: {
      valid: boolean;
      /** @description The code and what it grants when valid, otherwise null. */
      promo_code: components['schemas']['PromoCode'] | null;
    };
    /** @description Card payment of a product with the saved payment source (web). */
    PayRequest: {
      /** @description A promo code that must be valid ("Invalid promo code"); optional. */
      promo_code?: string | null;
      /** @description The device reference (kept in a cookie for 3 weeks and in local storage). */
      device_ref: string;
      /** @description The product's `price_hash` as shown; a stale one refuses the payment and nothing is charged. */
      price_hash: string;
    };
    /**
     * @description The verified store purchase as the in-app purchase plugin reports it. Its `id` is the product's `apple_id`
     *     (iOS) or `google_id` (Android); the server checks the receipt it carries with the store.
     */
    InAppPurchase: {
      /** @description The store product id. */
      id: string;
      /** @description The store transaction (receipt or purchase token), passed as received from the store. */
      transaction?: {
        [key: string]: unknown;
      };
    } & {
      [key: string]: unknown;
    };
    /**
     * @description An in-app purchase (native apps) that the store verified; after it the user is refreshed and the purchase is
     *     finished.
     */
    InAppPaymentRequest: {
      product: components['schemas']['InAppPurchase'];
      platform: components['schemas']['Platform'];
      /** @description The device reference (kept in a cookie for 3 weeks and in local storage). */
      device_ref: string;
    };
    /** @description A saved card (web only). */
    PaymentSource: {
      id: number;
      /**
       * @description The card as a phrase, e.g. "Visa ending 4242". The client reads the last four digits from its end and the
       *     brand from the words visa, mastercard or amex.
       * @example Visa ending 4242
       */
      description: string;
    };
    /** @description The card form; all fields are required. */
    CreatePaymentSourceRequest: {
      /** @enum {string} */
      card_type: 'VISA' | 'MASTERCARD' | 'AMEX';
      /** @description 13 to 19 digits. */
      card_number: string;
      /** @description 3 or 4 digits. */
      card_cvv: string;
      /**
       * @description Two digits, 01 to 12.
       * @example 09
       */
      card_expiry_month: string;
      /**
       * @description Four-digit year, from the current year to 10 years later (the bounds move each year, so they are checked by
       *     the server rather than written here).
       * @example 2030
       */
      card_expiry_year: number;
    };
    /**
     * @description How the question is answered: `input` (one-line text), `textarea` (multi-line text, see `rows`), `select`
     *     (one option), `multi_select` (several options, see `min` and `max`) or `size` (a height in centimetres,
     *     entered in metric or imperial units).
     * @enum {string}
     */
    QuestionInputType: 'input' | 'textarea' | 'select' | 'multi_select' | 'size';
    /**
     * @description A profile question. Questions back the wizard's single-question steps (a step exists only if its question
     *     exists), the short questions, the long questions and the profile settings. A question with more than 11 options
     *     counts as having many options. A required question needs a non-empty value; minimum lengths apply to text and
     *     minimum selections to multi-select. A question that is not required may be skipped only if no required dependent
     *     question is open.
     */
    Question: {
      id: number;
      /**
       * @description The question's key (e.g. `objective`, `height`, `smoking_tolerance_level`), which ties it to its wizard step
       *     (`family_situation` backs the `family-situation` step), to answer names and to search filters
       *     (`question__objective`).
       */
      name?: string;
      /** @description The question's text, a string or a text per locale. */
      text: string | components['schemas']['LocalizedText'];
      description?: string | null;
      notice?: string | null;
      required: boolean;
      /**
       * @description The question group: `ShortQuestionType` (short questions: optional, no maximum number of answers),
       *     `LongQuestionType` (long questions: at most 2 answers, "you can answer up to x questions"); other values are
       *     single questions of their own step.
       * @example ShortQuestionType
       * @example LongQuestionType
       */
      type: string;
      input_type: components['schemas']['QuestionInputType'];
      /**
       * @description Minimum characters (text) or selections (multi_select): "min x characters", "select at least x".
       *     When `min` equals `max` an x/y counter shows.
       */
      min?: number | null;
      /** @description Maximum characters (text) or selections (multi_select): "cannot select more than x items". */
      max?: number | null;
      /** @description Height of a textarea, in rows. */
      rows?: number | null;
      options: components['schemas']['QuestionOption'][];
      /** @description Questions shown according to the options chosen for this one (see their `parent_option_ids`). */
      dependent_questions?: components['schemas']['Question'][];
      /** @description On a dependent question, the options of its parent question that open it. */
      parent_option_ids?: number[];
      properties?: {
        /** @description Alternative texts of the question, used when one of `option_ids` has been chosen. */
        alt_question_texts?: {
          option_ids: number[];
          text: components['schemas']['LocalizedText'];
        }[];
      };
    };
    /** @description A country of the address forms. Canada comes first and is the default (`ca`). */
    Country: {
      /**
       * @description Lower-case ISO 3166-1 alpha-2 code.
       * @example ca
       */
      code: string;
      /**
       * @description Name in the request's language.
       * @example Canada
       */
      name: string;
    };
    /**
     * @description The terms and conditions. Users who have not accepted, or accepted before the latest term's `published_at`, are
     *     asked to accept again.
     */
    Term: {
      /** Format: date-time */
      published_at: string;
      /** @description The terms as HTML, in the request's language. */
      content: string;
    };
    /**
     * @description Who the quote is from, as chosen on the daily-quote form: a named author (`known`, the author field then
     *     shows), an unknown author, or the member themself. On display only `member` and `unknown` appear.
     * @enum {string}
     */
    DailyQuoteSubmissionAuthorType: 'known' | 'unknown' | 'member';
    /** @description The quote of the day, shown in the member area's footer. */
    DailyQuote: {
      /** @description At most 200 characters. */
      text: string;
      /** @description The author's name, shown only when `author_type` is `known`. */
      author?: string | null;
      author_type: components['schemas']['DailyQuoteSubmissionAuthorType'];
      /** @description The member who wrote the quote when `author_type` is `member`, otherwise null. */
      member?: components['schemas']['Member'] | null;
    };
    /**
     * @description A Canadian place offered by the address autocomplete: a municipality, or a borough or sector of one. The
     *     coordinates are those of the place's centre, rounded to 2 decimals (about a kilometre), never of an address.
     */
    Place: {
      /**
       * @description Stable id of the place.
       * @example 10
       */
      id: number;
      /**
       * @description What the suggestion shows, the place then its municipality when different, then the province code.
       * @example Verdun, Montréal (QC)
       */
      label: string;
      /**
       * @description The municipality of the postal address (the `city` field of the address forms).
       * @example Montréal
       */
      city: string;
      /**
       * @description Two-letter province or territory code (the `state` field of the address forms).
       * @example QC
       * @enum {string}
       */
      state:
        'AB' | 'BC' | 'MB' | 'NB' | 'NL' | 'NS' | 'NT' | 'NU' | 'ON' | 'PE' | 'QC' | 'SK' | 'YT';
      /**
       * @description Always `ca`, the autocomplete is limited to Canada.
       * @constant
       */
      country: 'ca';
      /**
       * @description Forward sortation area of the place's centre (first three characters of a postal code).
       * @example H4G
       */
      postal_prefix: string;
      /**
       * @description Latitude of the place's centre, 2 decimals.
       * @example 45.46
       */
      latitude: number;
      /**
       * @description Longitude of the place's centre, 2 decimals.
       * @example -73.57
       */
      longitude: number;
    };
    /**
     * @description Order of the member search (`sort` query of `GET /members`). The three sort buttons are proximity, values
     *     and connection; the client prefixes a `-` (descending) unless the choice is proximity: `proximity` (nearest
     *     first), `-values` (most values in common first), `-connection` (most recently connected first).
     * @enum {string}
     */
    MemberSort: 'proximity' | '-values' | '-connection';
    /**
     * @description The user fields a search card shows. No response carries another member's coordinates: `distance` is snapped
     *     to a coarse grid (see `User.distance`).
     */
    MemberCardUser: {
      id: number;
      first_name: string;
      age?: number | null;
      city?: string | null;
      online?: boolean;
      /** @description Snapped distance in km from the search location, never below 3; null when either location is unknown. */
      distance?: number | null;
      /**
       * @description The distance as shown, capped at 200 with a plus ('3 km', '42 km', '200+ km').
       * @example 200+ km
       */
      distance_label?: string | null;
      /** Format: date-time */
      last_activity?: string | null;
      /** @description Only what the card needs of the settings. */
      settings?: {
        /** @description The member browses anonymously (their avatar shows the overlay and blur, spec §4). */
        anonymous_mode?: boolean;
      };
    };
    /**
     * @description A member as one card of the search and favourites grid shows it (`GET /members`): the name, age, city,
     *     snapped distance, activity, the avatar and its overlay state, the favourite toggle and whether the profile opens.
     *     Everything else of a profile (texts, answers, gallery, audio) comes with `GET /members/{id}` when the profile
     *     opens, so a page of 16 cards stays a few kilobytes. Deleted or unavailable members keep only their id, first
     *     name and flags, so most fields are optional.
     */
    MemberCard: {
      id: number;
      user?: components['schemas']['MemberCardUser'];
      /** @description Base path of the avatar (the main picture others may see); shown at sizes 400 and 150. */
      avatar_path?: string | null;
      /**
       * @description The member's identity is confirmed: among the pictures others may see, one is a portrait or an authenticated
       *     picture (the check on the card).
       */
      verified?: boolean;
      gallery_review_status?: components['schemas']['GalleryReviewStatus'];
      deleted?: boolean;
      unavailable?: boolean;
      suspended?: boolean;
      subscribed?: boolean;
      subscription_status?: components['schemas']['SubscriptionStatus'];
      paused?: boolean;
      /** @description The signed-in member has this member in their favourites. */
      favorite?: boolean;
      /** @description Values shared with the signed-in member (what the `-values` sort orders by). */
      common_values_count?: number;
      can?: {
        /** @description The signed-in user may open this profile (the card's link is active only then). */
        view?: boolean;
      };
    };
    PaginationMeta: {
      current_page: number;
      last_page: number;
      total: number;
      per_page?: number;
    };
    /** @description A link to the public share page of a member profile (`/share/member/{id}`), valid for 3 days. */
    MemberShareableLink: {
      /**
       * Format: uri
       * @description The public share page address.
       */
      url: string;
      /**
       * Format: date-time
       * @description When the link stops working (3 days after creation).
       */
      expires_at?: string;
    };
    /**
     * @description A member's pictures as originals (`POST /members/{id}/reveal`): what `avatar_path` and `gallery` of the profile
     *     carry when nothing blurs them.
     */
    RevealedPictures: {
      /** @description The avatar (the main picture), original. */
      avatar_path: string | null;
      gallery: components['schemas']['Picture'][];
    };
    /**
     * @description Which inbox a conversation sits in for one participant.
     * @enum {string}
     */
    ConversationPriority: 'priority' | 'secondary';
    /** @description One participant's state in a conversation. */
    ConversationUserPivot: {
      /** @description This participant offered a flower in this conversation. */
      sent_flower: boolean;
      priority: components['schemas']['ConversationPriority'];
      /** @description This participant has replied at least once. */
      has_responded: boolean;
      /** @description This participant allows video calls in this conversation. */
      authorize_video_chat: boolean;
    };
    /** @description A participant of a conversation. */
    ConversationUser: {
      /** @description The user's id. */
      id: number;
      first_name: string;
      /** @description The participant's gender; null when not set (for example a support admin). */
      gender: components['schemas']['Gender'] | null;
      /** @description A support admin: no flower, no quick replies, no video or report menu; messages may contain rich markup. */
      admin: boolean;
      online: boolean;
      /** @description This participant is the current user. */
      is_me: boolean;
      /** @description The participant's member profile; null for an admin without one. */
      member: components['schemas']['Member'] | null;
      pivot: components['schemas']['ConversationUserPivot'];
    };
    /** @description The audio of an audio message. */
    ConversationMessageAudio: {
      url: string;
    };
    /** @description A message of a conversation (text, flower, image or audio). */
    ConversationMessage: {
      id: number;
      /** @description The text as sent; for admin senders a template with markup and line breaks. */
      content: string | null;
      /** @description The text without markup. */
      content_text: string | null;
      /** @description The current user sent it. */
      is_me: boolean;
      /** @description A flower (one per day, one per conversation per sender). */
      flower: boolean;
      /** @description This flower completed a mutual flower (both participants sent one). */
      flower_match: boolean;
      /** @description An audio message (at most 30 seconds), or null. */
      audio: components['schemas']['ConversationMessageAudio'] | null;
      /** @description Path of an image message (resized to fit 800x800 by the client before upload), or null. */
      image_path: string | null;
      /** Format: date-time */
      created_at: string;
    };
    /** @description Summary of a conversation's latest message, shown in the inbox. */
    ConversationLastMessage: {
      /** @description The message as sent (admin messages may contain markup). */
      content: string | null;
      /** @description The message as plain text, for the inbox preview. */
      content_text: string | null;
      /** Format: date-time */
      created_at: string;
      /** @description The current user sent it. */
      is_me: boolean;
    };
    /**
     * @description A conversation between the user and one other member (or a support admin). Lists carry `last_message`;
     *     `GET /conversations/{id}` also carries `messages`.
     */
    Conversation: {
      id: number;
      /** @description Id of the user who started the conversation (the caller in a video call). */
      user_id: number;
      /** @description The participants, the current user included (`is_me`). */
      users: components['schemas']['ConversationUser'][];
      /** @description The messages, oldest first. Sent by `GET /conversations/{id}`. */
      messages?: components['schemas']['ConversationMessage'][];
      /** @description The latest message, for the inbox row; null when nothing was sent yet. */
      last_message: components['schemas']['ConversationLastMessage'] | null;
      /** @description Both participants sent a flower (mutual celebration and tagline). */
      flower_match: boolean;
      /** @description When set, a flower cannot be offered here; the text is the reason shown as a tooltip on the dimmed button. */
      cant_send_flower_message: string | null;
      /**
       * @description Both participants authorized video calls and the other can be called (not deleted, paused, suspended or
       *     unsubscribed, as for a message); the call button shows only then.
       */
      video_chat_authorized: boolean;
    };
    /**
     * @description Opens a conversation with a member. `flower: true` opens it with a flower (one flower per day, one per
     *     conversation). Without `flower`, the conversation is opened and messages follow through
     *     `POST /conversations/{id}/messages` (or in the same call with `content`).
     */
    StartConversationRequest: {
      /** @description The other member's user id. */
      user_id: number;
      /** @description `true` to open the conversation with a flower. */
      flower?: boolean;
      /** @description An optional first text message (trimmed, not empty, at most 5000 characters). */
      content?: string;
    };
    /**
     * @description One conversation with news for the user (`GET /conversations/unseen`). The client counts unseen entries per
     *     inbox tab (badge on the messages tab for priority) and shows a flower icon when one has `unseen_flower`.
     */
    UnseenConversation: {
      /** @description The conversation's id. */
      conversation_id?: number;
      /** @description The user has opened the conversation since its last message (opening it marks it seen). */
      seen: boolean;
      priority: components['schemas']['ConversationPriority'];
      /** @description An unseen flower is among the new messages. */
      unseen_flower: boolean;
    };
    /**
     * @description A new message, by `type`: text (`content`), a flower, or an image or audio file already uploaded through
     *     `POST /vapor/signed-storage-url` and sent by its `key`.
     */
    SendConversationMessageRequest:
      | {
          /** @constant */
          type: 'content';
          /** @description The text, at least one non-blank character after trimming, at most 5000 characters (our limit). */
          content: string;
        }
      | {
          /** @constant */
          type: 'image';
          /** @description Storage key returned by the upload (`POST /vapor/signed-storage-url` then PUT). */
          key: string;
        }
      | {
          /** @constant */
          type: 'audio';
          /** @description Storage key returned by the upload (`POST /vapor/signed-storage-url` then PUT). */
          key: string;
        }
      | {
          /** @constant */
          type: 'flower';
        };
    /** @description Moves the conversation to the user's priority or secondary inbox. */
    UpdateConversationPriorityRequest: {
      priority: components['schemas']['ConversationPriority'];
    };
    /** @description The user's consent to video calls in this conversation (the client debounces the switch 300 ms). */
    UpdateVideoChatAuthorizationRequest: {
      authorize_video_chat: boolean;
    };
    /** @description Whether a video call is unlocked in a conversation. */
    VideoChatAuthorization: {
      /** @description Both participants authorized video calls. */
      authorized: boolean;
    };
    /** @description A WebRTC signalling payload relayed to the other participant. */
    VideoChatSignalRequest: {
      /**
       * @description The WebRTC signal (session description offer or answer, or ICE candidate) as produced by the peer
       *     library; free-form, relayed as is on `presence-conversation.{id}.video-chat`.
       */
      signal: {
        [key: string]: unknown;
      };
    };
    /** @description Pusher-protocol channel authorisation request, sent by the realtime client when it subscribes. */
    BroadcastingAuthRequest: {
      /**
       * @description The realtime connection's socket id (Pusher format `1234.5678`).
       * @example 1234.5678
       */
      socket_id: string;
      /**
       * @description One of the following; any other name is refused with 403 (not 422), as Laravel's broadcasting route does:
       *     - `private-user.{id}`: the user's own channel (events `.conversations.messages.created`,
       *       `.conversations.video-chat.authorized`, `.conversations.video-chat.call`, and account events
       *       `.user.email-verified`, `.user.suspended`, `.user.unsuspended`, `.user.blocked`, `.user.unblocked`);
       *     - `private-conversation.{id}`: a conversation the user is in (whisper `typing {user_id}`);
       *     - `presence-conversation.{id}.video-chat`: the video call of a conversation the user is in (whispers
       *       `toggle-audio` and `toggle-video` with `{user_id, value}`; events `.call`, `.accept`, `.decline`).
       * @example private-conversation.42
       */
      channel_name: string;
    };
    /** @description Authorisation of a private channel (Pusher protocol). */
    PrivateChannelAuth: {
      /** @description `<app key>:<hex HMAC-SHA256 of "<socket_id>:<channel_name>" with the app secret>`. */
      auth: string;
    };
    /** @description Authorisation of a presence channel (Pusher protocol). */
    PresenceChannelAuth: {
      /** @description `<app key>:<hex HMAC-SHA256 of "<socket_id>:<channel_name>:<channel_data>" with the app secret>`. */
      auth: string;
      /**
       * @description JSON-encoded presence member, `{"user_id": <id>, "user_info": {...}}`, exactly as signed in `auth`.
       *     The product documents do not detail `user_info`; the client does not read it.
       */
      channel_data: string;
    };
    /** @description A member the user has blocked (blocked members list in settings). Unblock with `DELETE /member-blocks/{pivot.id}`. */
    MemberBlock: {
      /** @description The blocked member's id. */
      id: number;
      pivot: {
        /** @description The block's id (the `pivotId` of `DELETE /member-blocks/{pivotId}`, the member's `member_block_id`). */
        id: number;
      };
      user: {
        first_name: string;
      };
      can: {
        /** @description The profile may be opened (links are active only then); false while the member is suspended, paused, unsubscribed or blocked the user back, or the user may not view profiles. */
        view: boolean;
      };
    };
    BlockMemberRequest: {
      /** @description Id of the member to block. */
      blocked_member_id: number;
    };
    /** @description The new block; its id becomes the member's `member_block_id` (the menu then offers unblock). */
    MemberBlockCreated: {
      member_block: {
        /** @description The block's id, used by `DELETE /member-blocks/{pivotId}`. */
        id: number;
      };
    };
    /**
     * @description Why a member is reported.
     * @enum {string}
     */
    ReportReason:
      | 'attempted_fraud'
      | 'false_identity'
      | 'graphic_picture'
      | 'harassment'
      | 'inappropriate_comments'
      | 'monetary_solicitation'
      | 'other';
    MemberReportRequest: {
      /** @description Id of the reported member. */
      member_id: number;
      reason_code: components['schemas']['ReportReason'];
      /** @description Optional free text for the moderators, at most 1000 characters (the limit is our choice). */
      note?: string | null;
    };
    /**
     * @description Kind of personal-development content.
     * @enum {string}
     */
    ArticleType: 'video' | 'article';
    /**
     * @description Who may view a piece of content: everyone (`public`), subscribed members (`member`) or VIP members (`vip`).
     *     The server decides `can.view`; the paywall text names members or VIP members. The video and article lists
     *     ask for `public,member`; the bonus list asks for `vip`.
     * @enum {string}
     */
    ArticleAccessLevel: 'public' | 'member' | 'vip';
    /**
     * @description Order of the article list, newest first (`-created_at`, the default) or grouped by owner (`-ownerable_id`).
     * @default -created_at
     * @enum {string}
     */
    ArticleSort: '-created_at' | '-ownerable_id';
    /** @description The specialist who authored a piece of content ('about the owner' block). */
    ArticleOwner: {
      /** @description The owner's id (the `ownerable_id` filter of the article list). */
      id: number;
      name: string;
      /** @description Professional title. */
      title: string | null;
      /** @description The owner's page (the learn-more link). */
      url: string | null;
      profile_image_path: string | null;
      short_description: string | null;
    };
    /**
     * @description A personal-development article or video. The card shows a lock with the member or vip label by access
     *     level, otherwise a 'new' badge when created within the last 7 days. The detail view is gated by `can.view`:
     *     when false the client shows a paywall with a button to /member/subscription.
     */
    Article: {
      id: number;
      title: string;
      subtitle: string | null;
      type: components['schemas']['ArticleType'];
      access_level: components['schemas']['ArticleAccessLevel'];
      /** Format: date-time */
      created_at: string;
      /** @description Cover image (cards 960x540, detail 600 wide); shown for articles. */
      image_path: string | null;
      /** @description The content as HTML. */
      body: string | null;
      /** @description The video's address (videos). */
      video_url: string | null;
      /** @description Address of the embeddable player (videos). */
      embed_video_url: string | null;
      /** @description The public page of this content on the product's website (ambassadors share it with their code as the reference query). */
      website_url: string | null;
      /** @description The user's last rating (1 to 5), or null. */
      my_vote: number | null;
      can: {
        /** @description The user may view the content (decided by the server from `access_level` and the subscription). */
        view: boolean;
      };
      owner: components['schemas']['ArticleOwner'];
    };
    ArticleVoteRequest: {
      /** @description Star rating, 1 to 5. The client sends it only when it differs from the last one sent. */
      score: number;
    };
    /** @description A content owner (specialist), used to filter the article list by `ownerable_id`. */
    Specialist: {
      id: number;
      name: string;
    };
    /** @description A daily quote proposed by a member. Only a member whose profile visibility is public may post. */
    DailyQuoteSubmission: {
      /** @description The quote, required, at most 200 characters. */
      text: string;
      locale: components['schemas']['Locale'];
      /** @description The author's name, filled when `author_type` is `known`. */
      author?: string | null;
      author_type?: components['schemas']['DailyQuoteSubmissionAuthorType'];
      /**
       * @description The member accepts that the quote is published; must be true.
       * @constant
       */
      accept: true;
    };
    /**
     * @description Pauses or resumes the member. A paused member is hidden, receives no messages and cannot start
     *     conversations; the subscription keeps running. The pause can be ended at any time.
     */
    UpdatePauseRequest: {
      /** @description `true` to pause, `false` to end the pause (sets the member's `paused`). */
      active: boolean;
    };
    OrderLine: {
      /** @description What was bought (for example the product name). */
      description: string;
    };
    /** @description A past payment (subscription purchase), listed with its invoice. */
    Order: {
      id: number;
      /** Format: date-time */
      created_at: string;
      /** @description The invoice PDF. */
      pdf_url: string | null;
      /** @description The order's payment status (values are not listed by the product documents). */
      status: string;
      lines: components['schemas']['OrderLine'][];
      /** @description Amount paid, in dollars. */
      total: number;
    };
    /**
     * @description The user's postal address. As on the identity form, address_1, city, state, country and postal_code are
     *     required and address_2 is optional; the address search is restricted to Canada.
     */
    UpdateAccountAddressRequest: {
      address_1: string;
      address_2?: string | null;
      city: string;
      /** @description Province or state. */
      state: string;
      /**
       * @description Country code from `GET /api/content/countries`; default `ca`.
       * @default ca
       */
      country: string;
      postal_code: string;
    };
    /** @description Changes the sign-in e-mail. The current password confirms the change. */
    UpdateAccountEmailRequest: {
      /**
       * Format: password
       * @description The current password.
       */
      password: string;
      /** Format: email */
      email: string;
      /**
       * Format: email
       * @description Must equal `email`.
       */
      email_confirmation: string;
    };
    UpdateAccountPasswordRequest: {
      /**
       * Format: password
       * @description The current password.
       */
      old_password: string;
      /**
       * Format: password
       * @description At least 8 characters, with an upper-case letter, a lower-case letter and a digit.
       */
      new_password: string;
      /**
       * Format: password
       * @description Must equal `new_password`.
       */
      new_password_confirmation: string;
    };
    UpdateMemberVisibilityRequest: {
      visibility: components['schemas']['MemberVisibility'];
    };
    /** @description Push and e-mail notifications for new messages, per inbox. */
    UpdateNotificationSettingsRequest: {
      /** @description Notify new messages in the priority inbox. */
      notifications_priority_message: boolean;
      /** @description Notify new messages in the secondary inbox. */
      notifications_secondary_message: boolean;
    };
    /**
     * @description Saves the member's search (stored in `settings.filters` and `settings.sort`), so the next visit restores it.
     *     The product sends it on load and whenever filters or sort change.
     */
    UpdateSearchSettingsRequest: {
      filters: components['schemas']['SearchFilters'];
      /**
       * @description The sort choice as picked (`proximity`, `values` or `connection`, without the `-` the search query adds).
       *     The documents do not show the stored form; storing the bare choice is our reading.
       */
      sort: components['schemas']['SearchSortOption'];
    };
    /**
     * @description The user's anonymous mode (`settings.anonymous_mode`), also switched by the anonymous toggle of the search
     *     screen. A member in anonymous mode is shown blurred to others until revealed (avatar overlay rules).
     */
    UpdateAnonymousModeRequest: {
      anonymous_mode: boolean;
    };
    /**
     * @description A secondary-inbox rule on a member field rather than on a profile question.
     * @enum {string}
     */
    SecondaryConversationRuleField: 'age' | 'distance';
    /**
     * @description A rule of the user's secondary inbox (the rules decide which new conversations land in the secondary inbox
     *     rather than the priority inbox). A rule is on a field (`age`, `distance`) or on a profile question (`question_id`).
     *     Range rules (age, distance, height) carry `value` as `min,max`; other question rules carry `options`.
     */
    SecondaryConversationRule: {
      id: number;
      /** @description The profile question of a question rule, null for a field rule. */
      question_id: number | null;
      /** @description The field of a field rule, null for a question rule. */
      field: components['schemas']['SecondaryConversationRuleField'] | null;
      /**
       * @description Range `min,max` for age (18-99), distance (3-300 km) and height (122-213 cm); null otherwise.
       * @example 25,40
       */
      value: string | null;
      /** @description Accepted option ids of a question rule (empty for range rules). */
      options: number[];
    };
    /**
     * @description One secondary-inbox rule as saved from the settings form (each item carries key, question_id, field, value
     *     and options): a field rule on age or distance (`question_id` null, a range `value`), or a question rule
     *     (`field` null, with `options`, or a range `value` for height).
     *
     *     Allowed questions: objective, silhouette, height, languages, family_situation, want_to_have_children,
     *     education_level, current_occupation, alcohol_consumption_frequency, smoking, smoking_frequency,
     *     smoking_tolerance_level, food_preferences, personality_traits, religious_beliefs, religion,
     *     personal_development_importance, accepts_persons_with_limitations, areas_of_interest.
     *
     *     Ranges (`min,max`): age 18 to 99, height 122 to 213 cm, distance 3 to 300 km (default max 300). Options are
     *     required for question rules other than height. Each type (age, distance or one question) may appear once.
     */
    SecondaryConversationRuleInput:
      | {
          /**
           * @description The rule's type as the form tracks it (`age`, `distance` or the question's name from the allowed list),
           *     unique within the batch. The documents name the field without describing it.
           */
          key?: string;
          /** @constant */
          field: 'age';
          /** @description Null for a field rule. */
          question_id: null;
          /**
           * @description Age range `min,max`, each from 18 to 99.
           * @example 25,40
           */
          value: string;
          /** @description Unused for a range rule (empty). */
          options?: number[];
        }
      | {
          /**
           * @description The rule's type as the form tracks it (`age`, `distance` or the question's name from the allowed list),
           *     unique within the batch. The documents name the field without describing it.
           */
          key?: string;
          /** @constant */
          field: 'distance';
          /** @description Null for a field rule. */
          question_id: null;
          /**
           * @description Distance range `min,max` in km, each from 3 to 300 (default max 300).
           * @default 3,300
           * @example 3,100
           */
          value: string;
          /** @description Unused for a range rule (empty). */
          options?: number[];
        }
      | {
          /**
           * @description The rule's type as the form tracks it (`age`, `distance` or the question's name from the allowed list),
           *     unique within the batch. The documents name the field without describing it.
           */
          key?: string;
          /** @description Id of the profile question (from `GET /questions`), one of the allowed questions. */
          question_id: number;
          /** @description Null for a question rule. */
          field: null;
          /**
           * @description Height range `min,max` in cm, each from 122 to 213; required for the height question, null otherwise.
           * @example 160,185
           */
          value?: string | null;
          /** @description Accepted option ids; required (at least one) for every question except height. */
          options?: number[];
        };
    /** @description The full set of the user's secondary-inbox rules as edited in settings (at most 3, one per type). */
    SaveSecondaryConversationRulesRequest: {
      /** @description The rules, at most 3; each type (age, distance or a question) may be used once. */
      secondary_conversation_rules: components['schemas']['SecondaryConversationRuleInput'][];
    };
    /**
     * @description The ambassador's settings: contact information, objective, tax numbers and SIN. The ambassador `has_taxes`
     *     only when both gst and pst are non-empty (an invoice is then required to claim the balance).
     */
    UpdateAmbassadorRequest: {
      address_1?: string | null;
      address_2?: string | null;
      city?: string | null;
      /** @description Province or state. */
      state?: string | null;
      /** @description Country code; `ca` when null. Omitted, the country on file is kept. */
      country?: string | null;
      postal_code?: string | null;
      phone?: string | null;
      /** @description GST number (goods and services tax). */
      gst?: string | null;
      /** @description PST/QST number (provincial sales tax). */
      pst?: string | null;
      objective: components['schemas']['AmbassadorObjective'];
      /**
       * @description Social insurance number (SIN), optional; requested (`requires_nas`) once the ambassador earned more than
       *     $500 in a calendar year: 9 digits passing the Luhn check (spaces and dashes ignored). Stored encrypted and
       *     only ever returned masked; omit it (or send null) to keep the one on file, send an empty string to remove it.
       */
      nas?: string | null;
    };
    /** @description The ambassador's referral statistics (dashboard and rewards). Amounts in dollars. */
    AmbassadorStats: {
      /** @description Visits through the referral link. */
      visits: number;
      /** @description Referred subscriptions (of 3 months or more, $10 each). */
      conversions: number;
      /** @description Share of visits that became a conversion. */
      conversion_rate: number;
      /** @description Amount that may be claimed now. */
      balance: number;
      /** @description Amount already paid out. */
      paid: number;
      /** @description Amount of the claim awaiting payment. */
      pending: number;
      /** @description Total earned. */
      total: number;
    };
    /** @description The ambassador's rewards balance, in dollars. A claim needs a balance of at least 50. */
    AmbassadorBalance: {
      /** @description Total earned. */
      total: number;
      /** @description Already paid out. */
      paid: number;
      /** @description Claimed and awaiting payment. */
      pending: number;
      /** @description Available to claim. */
      balance: number;
    };
    /**
     * @description A balance claim is pending until paid (within 7 business days), then approved.
     * @enum {string}
     */
    BalanceClaimStatus: 'pending' | 'approved';
    /**
     * @description A payout request of the ambassador. A pending claim hides the claim form (a pending notice shows its amount
     *     and date); approved claims are listed as past payments.
     */
    BalanceClaim: {
      id: number;
      /** @description Amount claimed, in dollars. */
      amount: number;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
      status: components['schemas']['BalanceClaimStatus'];
      /** @description The claim's document (invoice or statement), when there is one. */
      pdf_url: string | null;
    };
    /**
     * @description Claims the balance. The client disables the submit button when the amount is empty or zero, when the user
     *     has taxes and no invoice, when a SIN is required and none is on file, or when the balance is below 50.
     */
    CreateBalanceClaimRequest: {
      /**
       * Format: email
       * @description The e-mail address the payment is sent to.
       */
      email: string;
      /** @description Amount claimed, in dollars, at least 50 (and at most the balance). */
      amount: number;
      /**
       * @description Storage key of the uploaded invoice (`.pdf` or `.docx`, at most 20 MB). Required when the ambassador has
       *     taxes (`has_taxes`: both gst and pst on file).
       */
      invoice?: string | null;
    };
    /** @description A subscription that came through the ambassador's referral link. */
    Referral: {
      id: number;
      /** @description The referred member's name. */
      full_name: string;
      city: string | null;
      /** @description Reward for this referral, in dollars ($10 per subscription of 3 months or more). */
      amount: number;
      /**
       * Format: date-time
       * @description When the referral was claimed (recorded for the ambassador).
       */
      claimed_at: string | null;
    };
    /** @description Sends the referral invitation by e-mail on the ambassador's behalf. */
    ReferralMailRequest: {
      /** @description The recipients, at least one, each a valid e-mail address (errors come per item, `emails.0`); at most 50, the hourly allowance. */
      emails: string[];
      /** @description The e-mail subject. */
      subject?: string | null;
      /** @description The invitation text, required. */
      message: string;
    };
    /**
     * @description Gender as shown on the public share page.
     * @enum {string}
     */
    PublicGender: 'male' | 'non_binary' | 'other';
    /**
     * @description The user details shown on the public share page. Last activity is shown coarsely ('less than 24h' up to
     *     24 hours, 'more than a week' past 7 days); the distance is floored at 3 km and shown capped at 200 km.
     */
    PublicMemberUser: {
      first_name: string;
      age: number;
      city: string | null;
      state?: string | null;
      zodiac?: {
        name: string;
        label: string;
      } | null;
      /** Format: date-time */
      last_activity: string | null;
      /** @description Snapped distance in km, never below 3; null when no reference location is known. */
      distance?: number | null;
    };
    /**
     * @description A member profile as shown on the public share page (`/share/member/{id}`): the profile without any
     *     interaction (no favourite, block, flower, conversation or permission fields) and without coordinates.
     *     Only `gender` (male, non_binary, other) is named by the product documents; the other fields mirror the
     *     profile sections of Member.
     */
    PublicMember: {
      id: number;
      gender: components['schemas']['PublicGender'];
      /** @description Profile title (5 to 100 characters). */
      title: string;
      /** @description About text (10 to 3000 characters). */
      about: string;
      /** @description What the member looks for in a partner (10 to 3000 characters). */
      seeking: string;
      avatar_path: string | null;
      audio_introduction_url: string | null;
      /** @description Profile answers (answers with an empty value and no options are left out). */
      answers: components['schemas']['Answer'][];
      /** @description Pictures shown publicly (validated, portrait or authenticated; portrait and authenticated show a verified check). */
      gallery: components['schemas']['Picture'][];
      user: components['schemas']['PublicMemberUser'];
    };
  };
  responses: {
    /**
     * @description Session mode only: the `X-XSRF-TOKEN` header is missing or does not match the session (Laravel's
     *     "page expired"). The client logs out and goes to /login.
     */
    CsrfTokenMismatch: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "message": "CSRF token mismatch."
         *     }
         */
        'application/json': components['schemas']['ErrorMessage'];
      };
    };
    /** @description Rate limited. Try again after the number of seconds in `Retry-After`. */
    TooManyRequests: {
      headers: {
        /** @description Seconds to wait before trying again. */
        'Retry-After'?: number;
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorMessage'];
      };
    };
    /** @description No valid session or token. The client logs out and goes to /login. */
    Unauthenticated: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "message": "Unauthenticated."
         *     }
         */
        'application/json': components['schemas']['ErrorMessage'];
      };
    };
    /** @description The input broke a validation rule; one message per field, first one shown under the input. */
    ValidationFailed: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ValidationError'];
      };
    };
    /** @description Done, with a message to show. */
    Message: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Message'];
      };
    };
    /** @description Signed in, but this user may not do this (role, state, or another member's object). */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorMessage'];
      };
    };
    /** @description No such object for this user (also answered for objects hidden by a block). */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorMessage'];
      };
    };
    /** @description A product rule refused the call; see `error.code`. */
    DomainError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['DomainError'];
      };
    };
  };
  parameters: {
    /**
     * @description One key per attempt, chosen by the client (a UUID). Sent again with the same request (a retry, a second
     *     click), the call is not done twice: the first answer (same status and body) is returned, for 24 hours, to the
     *     same user. A request still running under that key is waited for. The same key with a different request (other
     *     operation, path or body) is refused with 422. Keys are per user; at most 255 visible ASCII characters.
     */
    IdempotencyKey: string;
    /** @description Page number, from 1. */
    Page: number;
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getCsrfCookie: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Cookies set. */
      204: {
        headers: {
          /** @description `XSRF-TOKEN=...; Path=/; SameSite=Lax` and the session cookie. */
          'Set-Cookie'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginRequest'];
      };
    };
    responses: {
      /** @description Signed in; the session cookie is set. */
      204: {
        headers: {
          /** @description The rotated session cookie and a new `XSRF-TOKEN` cookie. */
          'Set-Cookie'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      419: components['responses']['CsrfTokenMismatch'];
      /**
       * @description Missing fields, wrong credentials or a refused social token. Wrong credentials give the same message
       *     whether or not the email exists.
       */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "These credentials do not match our records.",
           *       "errors": {
           *         "email": [
           *           "These credentials do not match our records."
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['ValidationError'];
        };
      };
      429: components['responses']['TooManyRequests'];
    };
  };
  createToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TokenRequest'];
      };
    };
    responses: {
      /** @description The personal access token. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TokenResponse'];
        };
      };
      /** @description Missing fields or wrong credentials (the same message whether or not the email exists). */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "These credentials do not match our records.",
           *       "errors": {
           *         "email": [
           *           "These credentials do not match our records."
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['ValidationError'];
        };
      };
      429: components['responses']['TooManyRequests'];
    };
  };
  logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Signed out. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      419: components['responses']['CsrfTokenMismatch'];
    };
  };
  getAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['CurrentUser'];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
    };
  };
  deleteAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The account is deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      419: components['responses']['CsrfTokenMismatch'];
    };
  };
  createPushNotificationToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PushNotificationTokenRequest'];
      };
    };
    responses: {
      /** @description The token is registered. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  createWebPushSubscription: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WebPushSubscriptionRequest'];
      };
    };
    responses: {
      /** @description The subscription is stored. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  deleteWebPushSubscription: {
    parameters: {
      query: {
        /** @description The endpoint of the subscription to forget. */
        endpoint: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The subscription is gone. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  getWebPushPublicKey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The key. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['WebPushPublicKey'];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
    };
  };
  updateLanguage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateLanguageRequest'];
      };
    };
    responses: {
      /** @description The language is saved. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  forgotPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ForgotPasswordRequest'];
      };
    };
    responses: {
      200: components['responses']['Message'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
      429: components['responses']['TooManyRequests'];
    };
  };
  resetPassword: {
    parameters: {
      query: {
        /** @description The token of the reset link (/reset-password/{token}). */
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ResetPasswordRequest'];
      };
    };
    responses: {
      /** @description The password is reset. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      419: components['responses']['CsrfTokenMismatch'];
      /** @description A field broke a rule, or the token is invalid or expired (reported on `email`). */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      429: components['responses']['TooManyRequests'];
    };
  };
  signUpWithApple: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AppleSignInPayload'];
      };
    };
    responses: {
      /** @description The account is created; the client stores the token and goes to /onboarding/terms. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TokenResponse'];
        };
      };
      /**
       * @description `EMAIL_ALREADY_EXISTS`: the email is already associated with an account. The client shows "This email is
       *     already associated with an account." with a sign-in link carrying the email. (The status is our choice.)
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "This email is already associated with an account.",
           *       "error": {
           *         "code": "EMAIL_ALREADY_EXISTS",
           *         "message": "This email is already associated with an account."
           *       }
           *     }
           */
          'application/json': components['schemas']['DomainError'];
        };
      };
      419: components['responses']['CsrfTokenMismatch'];
      /** @description A field is missing, or the provider refused the token or profile (the client shows the message, or "Invalid"). */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
    };
  };
  signUpWithFacebook: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FacebookSignInPayload'];
      };
    };
    responses: {
      /**
       * @description A token (the account is created), or, when Facebook shared no email, `token: null` with the register
       *     form's prefill (no account is created; the register call sends `facebook_id` and `facebook_access_token`
       *     back).
       */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FacebookSignUpResponse'];
        };
      };
      /**
       * @description `EMAIL_ALREADY_EXISTS`: the email is already associated with an account. The client shows "This email is
       *     already associated with an account." with a sign-in link carrying the email. (The status is our choice.)
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "This email is already associated with an account.",
           *       "error": {
           *         "code": "EMAIL_ALREADY_EXISTS",
           *         "message": "This email is already associated with an account."
           *       }
           *     }
           */
          'application/json': components['schemas']['DomainError'];
        };
      };
      419: components['responses']['CsrfTokenMismatch'];
      /** @description A field is missing, or the provider refused the token or profile (the client shows the message, or "Invalid"). */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
    };
  };
  signUpWithGoogle: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GoogleSignInPayload'];
      };
    };
    responses: {
      /** @description The account is created; the client stores the token and goes to /onboarding/terms. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TokenResponse'];
        };
      };
      /**
       * @description `EMAIL_ALREADY_EXISTS`: the email is already associated with an account. The client shows "This email is
       *     already associated with an account." with a sign-in link carrying the email. (The status is our choice.)
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "This email is already associated with an account.",
           *       "error": {
           *         "code": "EMAIL_ALREADY_EXISTS",
           *         "message": "This email is already associated with an account."
           *       }
           *     }
           */
          'application/json': components['schemas']['DomainError'];
        };
      };
      419: components['responses']['CsrfTokenMismatch'];
      /** @description A field is missing, or the provider refused the token or profile (the client shows the message, or "Invalid"). */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
    };
  };
  register: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RegisterRequest'];
      };
    };
    responses: {
      /** @description The account is created (the email is pending verification); the client signs in next. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /**
       * @description `EMAIL_ALREADY_EXISTS`: the email is already associated with an account. The client shows "This email is
       *     already associated with an account." with a sign-in link carrying the email. (The status is our choice.)
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "This email is already associated with an account.",
           *       "error": {
           *         "code": "EMAIL_ALREADY_EXISTS",
           *         "message": "This email is already associated with an account."
           *       }
           *     }
           */
          'application/json': components['schemas']['DomainError'];
        };
      };
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  subscribeToNewsletter: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Subscribed. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      419: components['responses']['CsrfTokenMismatch'];
    };
  };
  acceptOnboardingTerms: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The terms are accepted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      419: components['responses']['CsrfTokenMismatch'];
    };
  };
  acceptTerms: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The terms are accepted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      419: components['responses']['CsrfTokenMismatch'];
    };
  };
  updateOnboardingGender: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateGenderRequest'];
      };
    };
    responses: {
      /** @description Saved. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  updateOnboardingSexualOrientations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateSexualOrientationsRequest'];
      };
    };
    responses: {
      /** @description Saved. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  updateOnboardingStep: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateOnboardingStepRequest'];
      };
    };
    responses: {
      /** @description Recorded. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  authenticateIdentity: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['IdentityCheckRequest'];
      };
    };
    responses: {
      /** @description The identity is confirmed (`success` true, `authentication_flag` `success`). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "tries": 1,
           *       "authentication_flag": "success",
           *       "blocked": false
           *     }
           */
          'application/json': components['schemas']['IdentityCheckResult'];
        };
      };
      /**
       * @description The check did not confirm the identity: `success` false and `error` with its code and message (`data.user`
       *     with code 806). The status is our choice; the body is the same shape as the 200.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['IdentityCheckResult'];
        };
      };
      401: components['responses']['Unauthenticated'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  startTrial: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The trial has started. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      419: components['responses']['CsrfTokenMismatch'];
    };
  };
  createMember: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The member profile is created, onboarding not completed. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Member'];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      419: components['responses']['CsrfTokenMismatch'];
    };
  };
  listAnswers: {
    parameters: {
      query?: {
        /** @description `filter[question_id]`: comma-separated question ids, e.g. `filter[question_id]=1,2`. */
        filter?: {
          /**
           * @description Comma-separated question ids.
           * @example 1,2
           */
          question_id?: string;
        };
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The answers. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Answer'][];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      422: components['responses']['ValidationFailed'];
    };
  };
  saveAnswers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SaveAnswersRequest'];
      };
    };
    responses: {
      /** @description Saved. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  updateMemberProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateMemberProfileRequest'];
      };
    };
    responses: {
      /** @description Saved. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  updatePhone: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdatePhoneRequest'];
      };
    };
    responses: {
      /** @description Saved. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  getAudioIntroduction: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The audio introduction, or null when there is none. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AudioIntroductionResponse'];
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  saveAudioIntroduction: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AudioIntroductionRequest'];
      };
    };
    responses: {
      /** @description The saved audio introduction. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AudioIntroductionResponse'];
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  deleteAudioIntroduction: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      419: components['responses']['CsrfTokenMismatch'];
    };
  };
  getSamplePicture: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The sample picture, or null in `data` when none has been uploaded (null is our choice). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['SamplePicture'] | null;
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  saveSamplePicture: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UploadKeyRequest'];
      };
    };
    responses: {
      /** @description The saved sample picture. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['SamplePicture'];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  listMemberPictures: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The pictures, `review_status` and `review_expired`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PictureGallery'];
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  addMemberPicture: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UploadKeyRequest'];
      };
    };
    responses: {
      /** @description The new picture. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Picture'];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      419: components['responses']['CsrfTokenMismatch'];
      /** @description The key is missing or unknown, the image breaks a rule, or the gallery already has 6 pictures. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "You can upload up to 6 pictures.",
           *       "errors": {
           *         "key": [
           *           "You can upload up to 6 pictures."
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['ValidationError'];
        };
      };
    };
  };
  deleteMemberPicture: {
    parameters: {
      query?: {
        /** @description The user confirmed the deletion of the last picture or of one that breaks a complete gallery. */
        confirm?: boolean;
      };
      header?: never;
      path: {
        /** @description The picture's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      /**
       * @description Confirmation needed: `LAST_PICTURE` (the gallery would be empty) or `CONFIRMATION_REQUIRED` (the gallery
       *     would no longer be complete). Repeat with `confirm=true`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "Deleting this picture leaves your gallery incomplete; your account will be suspended after 72 hours.",
           *       "error": {
           *         "code": "CONFIRMATION_REQUIRED",
           *         "message": "Deleting this picture leaves your gallery incomplete; your account will be suspended after 72 hours."
           *       }
           *     }
           */
          'application/json': components['schemas']['DomainError'];
        };
      };
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  reorderMemberPictures: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReorderPicturesRequest'];
      };
    };
    responses: {
      /** @description Reordered. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  recordReferral: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReferralRequest'];
      };
    };
    responses: {
      /** @description Recorded. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
      429: components['responses']['TooManyRequests'];
    };
  };
  createSignedStorageUrl: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SignedStorageUrlRequest'];
      };
    };
    responses: {
      /** @description The signed upload target. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "uuid": "9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d",
           *       "bucket": "uploads",
           *       "key": "tmp/9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d",
           *       "url": "http://localhost:8000/storage/uploads/tmp%2F9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d?expires=1718900000&signature=3f1c0d9a",
           *       "headers": {
           *         "Content-Type": "image/jpeg"
           *       }
           *     }
           */
          'application/json': components['schemas']['SignedStorageUrl'];
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  listProducts: {
    parameters: {
      query: {
        /** @description The device reference (kept in a cookie for 3 weeks and in local storage). */
        device_ref: string;
        /** @description The native platform; absent on the web. */
        platform?: components['schemas']['Platform'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The products. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Product'][];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      422: components['responses']['ValidationFailed'];
    };
  };
  listNativeProducts: {
    parameters: {
      query: {
        /** @description The device reference (kept in a cookie for 3 weeks and in local storage). */
        device_ref: string;
        /** @description The native platform. */
        platform: components['schemas']['Platform'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The native products. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Product'][];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      422: components['responses']['ValidationFailed'];
    };
  };
  estimateProduct: {
    parameters: {
      query?: {
        /** @description A promo code to apply; it must be valid ("Invalid promo code"). */
        promo_code?: string;
      };
      header?: never;
      path: {
        /** @description The product's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The estimate. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Estimate'];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      404: components['responses']['NotFound'];
      /** @description The promo code is not valid for this product ("Invalid promo code", on `promo_code`). */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "Invalid promo code",
           *       "errors": {
           *         "promo_code": [
           *           "Invalid promo code"
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['ValidationError'];
        };
      };
    };
  };
  testPromoCode: {
    parameters: {
      query: {
        /** @description The product the code would apply to. */
        product_id: number;
        /** @description The promo code typed. */
        code: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Whether the code is valid, and what it grants. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "valid": true,
           *       "promo_code": {
           *         "code": "WELCOME",
           *         "additional_months": 1,
           *         "rebate_type": "percentage",
           *         "rebate_value": 10
           *       }
           *     }
           */
          'application/json': components['schemas']['PromoCodeTestResult'];
        };
      };
      401: components['responses']['Unauthenticated'];
      422: components['responses']['ValidationFailed'];
    };
  };
  payProduct: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description One key per attempt, chosen by the client (a UUID). Sent again with the same request (a retry, a second
         *     click), the call is not done twice: the first answer (same status and body) is returned, for 24 hours, to the
         *     same user. A request still running under that key is waited for. The same key with a different request (other
         *     operation, path or body) is refused with 422. Keys are per user; at most 255 visible ASCII characters.
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        /** @description The product's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PayRequest'];
      };
    };
    responses: {
      /** @description Paid; the subscription is active or extended. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /**
       * @description Nothing was charged: `PRICE_CHANGED` (stale `price_hash`), `INVALID_PROMO_CODE` or `PAYMENT_FAILED` (no
       *     payment source, or the card was refused).
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "The price has changed, please try again.",
           *       "error": {
           *         "code": "PRICE_CHANGED",
           *         "message": "The price has changed, please try again."
           *       }
           *     }
           */
          'application/json': components['schemas']['DomainError'];
        };
      };
      401: components['responses']['Unauthenticated'];
      404: components['responses']['NotFound'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  payInApp: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description One key per attempt, chosen by the client (a UUID). Sent again with the same request (a retry, a second
         *     click), the call is not done twice: the first answer (same status and body) is returned, for 24 hours, to the
         *     same user. A request still running under that key is waited for. The same key with a different request (other
         *     operation, path or body) is refused with 422. Keys are per user; at most 255 visible ASCII characters.
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InAppPaymentRequest'];
      };
    };
    responses: {
      /** @description The purchase is recorded; the subscription is active or extended. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /**
       * @description Nothing was recorded: `PRODUCT_NOT_FOUND` (no product with this store id) or `PAYMENT_FAILED` (the store
       *     did not confirm the purchase).
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "Product not found!",
           *       "error": {
           *         "code": "PRODUCT_NOT_FOUND",
           *         "message": "Product not found!"
           *       }
           *     }
           */
          'application/json': components['schemas']['DomainError'];
        };
      };
      401: components['responses']['Unauthenticated'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  listPaymentSources: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The payment sources. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PaymentSource'][];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
    };
  };
  createPaymentSource: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreatePaymentSourceRequest'];
      };
    };
    responses: {
      /** @description The saved card. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PaymentSource'];
          };
        };
      };
      /** @description The payment processor refused the card (`PAYMENT_FAILED`); nothing is saved. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DomainError'];
        };
      };
      401: components['responses']['Unauthenticated'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  deletePaymentSource: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The payment source's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      419: components['responses']['CsrfTokenMismatch'];
    };
  };
  listQuestions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The questions. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Question'][];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
    };
  };
  listCountries: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The countries, names in the request's language. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Country'][];
          };
        };
      };
      /** @description Rate limited like every public API route (our choice). Try again after `Retry-After` seconds. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorMessage'];
        };
      };
    };
  };
  getTerms: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The latest term. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Term'];
          };
        };
      };
      /** @description No terms have been published yet. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorMessage'];
        };
      };
      /** @description Rate limited like every public API route (our choice). Try again after `Retry-After` seconds. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorMessage'];
        };
      };
    };
  };
  getDailyQuote: {
    parameters: {
      query: {
        /** @description The language of the quote. */
        locale: components['schemas']['Locale'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The quote of the day, or null in `data` when there is none for this language. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['DailyQuote'] | null;
          };
        };
      };
      422: components['responses']['ValidationFailed'];
    };
  };
  searchPlaces: {
    parameters: {
      query: {
        /** @description The text typed (a place name, a province or a postal code prefix). */
        search: string;
        /** @description How many places at most. */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The matching places, best first (an empty list when none matches). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Place'][];
          };
        };
      };
      422: components['responses']['ValidationFailed'];
      429: components['responses']['TooManyRequests'];
    };
  };
  listMembers: {
    parameters: {
      query?: {
        /** @description Order of the results; `-` prefix (descending) unless proximity. */
        sort?: components['schemas']['MemberSort'];
        /** @description Page number, from 1. */
        page?: components['parameters']['Page'];
        /**
         * @description Search filters, deep-object style (`filter[age]=25,40&filter[question__values]=3,7`); lists are
         *     comma-separated. See SearchFilters for every key and limit.
         */
        filter?: components['schemas']['SearchFilters'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of members (empty past the last page). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['MemberCard'][];
            /**
             * @description Pagination details; the client relies on the empty page rather than on these. The reference
             *     server leaves them out: counting every match would cost the whole search on each page.
             */
            meta?: components['schemas']['PaginationMeta'];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      /**
       * @description The user's state forbids searching: `SUBSCRIPTION_REQUIRED` (not subscribed), `ACCOUNT_SUSPENDED`
       *     (suspended, or identity check failed), `ACCOUNT_PAUSED` or `ACCOUNT_BLOCKED`. The client refetches the
       *     user on these codes (then shows the matching state screen). A user without a completed member profile
       *     gets a plain message.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            components['schemas']['DomainError'] | components['schemas']['ErrorMessage'];
        };
      };
      /** @description A filter is out of range, more than 5 filters or more than 5 keywords, or an unknown sort. */
      422: components['responses']['ValidationFailed'];
      /**
       * @description The search location (`filter[latitude]`, `filter[longitude]`) moved to new places too often (10 new
       *     grid cells an hour, shared with address changes); try again after `Retry-After` seconds.
       */
      429: components['responses']['TooManyRequests'];
    };
  };
  getMember: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The member's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The member. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Member'];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      /**
       * @description The user has no completed member profile (member role required), or may not view other profiles in
       *     their state: the body then also carries `error.code` (`SUBSCRIPTION_REQUIRED`, `ACCOUNT_SUSPENDED`,
       *     `ACCOUNT_PAUSED`, `ACCOUNT_BLOCKED`). The own profile is always answered (preview).
       */
      403: components['responses']['Forbidden'];
      /** @description No such member, or the member blocked the user. */
      404: components['responses']['NotFound'];
    };
  };
  addMemberFavorite: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The member's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Added. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      /**
       * @description `SUBSCRIPTION_REQUIRED`, `ACCOUNT_SUSPENDED`, `ACCOUNT_PAUSED` or `ACCOUNT_BLOCKED`; the client refetches
       *     the user. A user without a completed member profile gets a plain message.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            components['schemas']['DomainError'] | components['schemas']['ErrorMessage'];
        };
      };
      /** @description No such member, or a block stands between the two members. */
      404: components['responses']['NotFound'];
      419: components['responses']['CsrfTokenMismatch'];
    };
  };
  removeMemberFavorite: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The member's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      /**
       * @description `SUBSCRIPTION_REQUIRED`, `ACCOUNT_SUSPENDED`, `ACCOUNT_PAUSED` or `ACCOUNT_BLOCKED`; the client refetches
       *     the user. A user without a completed member profile gets a plain message.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            components['schemas']['DomainError'] | components['schemas']['ErrorMessage'];
        };
      };
      /** @description No such member, or a block stands between the two members. */
      404: components['responses']['NotFound'];
      419: components['responses']['CsrfTokenMismatch'];
    };
  };
  createMemberShareableLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The member's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The link. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            member_shareable_link: components['schemas']['MemberShareableLink'];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      /** @description The user may not share this profile; the client shows the message. */
      403: components['responses']['Forbidden'];
      /** @description No such member, or a block stands between the two members. */
      404: components['responses']['NotFound'];
      419: components['responses']['CsrfTokenMismatch'];
    };
  };
  revealMemberPictures: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The member's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The originals of the pictures others may see. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RevealedPictures'];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      /**
       * @description The member is suspended, paused or unsubscribed: their pictures cannot be revealed (a plain message).
       *     Or the viewer's own state: `SUBSCRIPTION_REQUIRED`, `ACCOUNT_SUSPENDED`, `ACCOUNT_PAUSED` or
       *     `ACCOUNT_BLOCKED` (the client refetches the user); a user without a completed member profile gets a plain
       *     message.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            components['schemas']['DomainError'] | components['schemas']['ErrorMessage'];
        };
      };
      /** @description No such member, or a block stands between the two members (as the profile answers). */
      404: components['responses']['NotFound'];
      419: components['responses']['CsrfTokenMismatch'];
    };
  };
  listConversations: {
    parameters: {
      query?: {
        /** @description `filter[priority]=priority` or `filter[priority]=secondary`: the inbox tab. */
        filter?: {
          priority?: components['schemas']['ConversationPriority'];
        };
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The conversations. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Conversation'][];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      /**
       * @description `SUBSCRIPTION_REQUIRED` or `ACCOUNT_PAUSED`; the client refetches the user. `ACCOUNT_SUSPENDED`
       *     (suspended, or identity check failed) and `ACCOUNT_BLOCKED` (blocked by an administrator) likewise.
       */
      403: components['responses']['DomainError'];
      /** @description `filter[priority]` is not priority or secondary. */
      422: components['responses']['ValidationFailed'];
    };
  };
  startConversation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StartConversationRequest'];
      };
    };
    responses: {
      /**
       * @description The conversation; the client reads its `id`. The documents name only the id; answering the whole
       *     conversation is our choice.
       */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Conversation'];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      /**
       * @description `SUBSCRIPTION_REQUIRED`, `ACCOUNT_PAUSED`, `ACCOUNT_SUSPENDED` or `ACCOUNT_BLOCKED` (the user's state;
       *     the client refetches the user),
       *     `MEMBER_UNAVAILABLE` (the other member is deleted, paused, suspended or unsubscribed: 'User
       *     unavailable'), or `CANT_SEND_FLOWER` ('You can't offer a flower').
       */
      403: components['responses']['DomainError'];
      /** @description No such member, or a block stands between the two members. */
      404: components['responses']['NotFound'];
      /**
       * @description Flower refused: `ALREADY_SENT_FLOWER_TODAY` ('You already sent a flower today, wait for it to grow back!')
       *     or `ALREADY_SENT_FLOWER_IN_CONVERSATION` ('You already offered a flower to this person').
       */
      409: components['responses']['DomainError'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  listUnseenConversations: {
    parameters: {
      query?: {
        /**
         * @description Filters of the unseen entries, deep-object style. The documents send a `filter` without naming its keys;
         *     `filter[priority]` (as on `GET /conversations`) is our reading.
         */
        filter?: {
          priority?: components['schemas']['ConversationPriority'];
        };
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The unseen entries (the documents say only "unseen entries"; the `data` wrapper is our choice). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['UnseenConversation'][];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      422: components['responses']['ValidationFailed'];
    };
  };
  getConversation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The conversation's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The conversation. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Conversation'];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      /**
       * @description `SUBSCRIPTION_REQUIRED`, `ACCOUNT_PAUSED`, `ACCOUNT_SUSPENDED` or `ACCOUNT_BLOCKED` (the user's state);
       *     the client refetches the user.
       */
      403: components['responses']['DomainError'];
      /** @description No such conversation for this user (not a participant, or hidden by a block). */
      404: components['responses']['NotFound'];
    };
  };
  sendConversationMessage: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description One key per attempt, chosen by the client (a UUID). Sent again with the same request (a retry, a second
         *     click), the call is not done twice: the first answer (same status and body) is returned, for 24 hours, to the
         *     same user. A request still running under that key is waited for. The same key with a different request (other
         *     operation, path or body) is refused with 422. Keys are per user; at most 255 visible ASCII characters.
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        /** @description The conversation's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SendConversationMessageRequest'];
      };
    };
    responses: {
      /** @description The message as stored (the documents say "the message"; the `data` wrapper is our choice). */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ConversationMessage'];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      /**
       * @description `SUBSCRIPTION_REQUIRED`, `ACCOUNT_PAUSED`, `ACCOUNT_SUSPENDED` or `ACCOUNT_BLOCKED` (the user's state),
       *     `MEMBER_UNAVAILABLE` (the other
       *     member is deleted, paused, suspended or unsubscribed), or `CANT_SEND_FLOWER` for a flower ('You can't
       *     offer a flower').
       */
      403: components['responses']['DomainError'];
      /** @description No such conversation for this user (not a participant, or hidden by a block). */
      404: components['responses']['NotFound'];
      /**
       * @description Flower refused: `ALREADY_SENT_FLOWER_TODAY` ('You already sent a flower today, wait for it to grow back!')
       *     or `ALREADY_SENT_FLOWER_IN_CONVERSATION` ('You already offered a flower to this person').
       */
      409: components['responses']['DomainError'];
      419: components['responses']['CsrfTokenMismatch'];
      /** @description Unknown `type`, empty `content`, or a missing or unknown upload `key`. */
      422: components['responses']['ValidationFailed'];
    };
  };
  updateConversationPriority: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The conversation's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateConversationPriorityRequest'];
      };
    };
    responses: {
      /** @description Moved. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      /** @description No such conversation for this user (not a participant, or hidden by a block). */
      404: components['responses']['NotFound'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  updateVideoChatAuthorization: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The conversation's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateVideoChatAuthorizationRequest'];
      };
    };
    responses: {
      /** @description Saved. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      /** @description No such conversation for this user (not a participant, or hidden by a block). */
      404: components['responses']['NotFound'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  getVideoChatAuthorization: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The conversation's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The authorization state. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['VideoChatAuthorization'];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      /** @description No such conversation for this user (not a participant, or hidden by a block). */
      404: components['responses']['NotFound'];
    };
  };
  notifyVideoChat: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The conversation's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Notified. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      /**
       * @description `VIDEO_CHAT_NOT_AUTHORIZED` (both participants must authorize video calls, never with an admin),
       *     `MEMBER_UNAVAILABLE` (the other member is deleted, paused, suspended or unsubscribed: 'User unavailable',
       *     as for a message), `SUBSCRIPTION_REQUIRED`, `ACCOUNT_PAUSED`, `ACCOUNT_SUSPENDED` or `ACCOUNT_BLOCKED`.
       */
      403: components['responses']['DomainError'];
      /** @description No such conversation for this user (not a participant, or hidden by a block). */
      404: components['responses']['NotFound'];
      419: components['responses']['CsrfTokenMismatch'];
    };
  };
  callVideoChat: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The conversation's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VideoChatSignalRequest'];
      };
    };
    responses: {
      /** @description Relayed. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      /**
       * @description `VIDEO_CHAT_NOT_AUTHORIZED` (both participants must authorize video calls, never with an admin),
       *     `MEMBER_UNAVAILABLE` (the other member is deleted, paused, suspended or unsubscribed: 'User unavailable',
       *     as for a message), `SUBSCRIPTION_REQUIRED`, `ACCOUNT_PAUSED`, `ACCOUNT_SUSPENDED` or `ACCOUNT_BLOCKED`.
       */
      403: components['responses']['DomainError'];
      /** @description No such conversation for this user (not a participant, or hidden by a block). */
      404: components['responses']['NotFound'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  acceptVideoChat: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The conversation's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VideoChatSignalRequest'];
      };
    };
    responses: {
      /** @description Relayed. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      /**
       * @description `VIDEO_CHAT_NOT_AUTHORIZED` (both participants must authorize video calls, never with an admin),
       *     `MEMBER_UNAVAILABLE` (the other member is deleted, paused, suspended or unsubscribed: 'User unavailable',
       *     as for a message), `SUBSCRIPTION_REQUIRED`, `ACCOUNT_PAUSED`, `ACCOUNT_SUSPENDED` or `ACCOUNT_BLOCKED`.
       */
      403: components['responses']['DomainError'];
      /** @description No such conversation for this user (not a participant, or hidden by a block). */
      404: components['responses']['NotFound'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  declineVideoChat: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The conversation's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Declined. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      /** @description No such conversation for this user (not a participant, or hidden by a block). */
      404: components['responses']['NotFound'];
      419: components['responses']['CsrfTokenMismatch'];
    };
  };
  authorizeBroadcastingChannel: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': components['schemas']['BroadcastingAuthRequest'];
        'application/json': components['schemas']['BroadcastingAuthRequest'];
      };
    };
    responses: {
      /** @description The signature (with `channel_data` for a presence channel). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | components['schemas']['PrivateChannelAuth']
            | components['schemas']['PresenceChannelAuth'];
        };
      };
      401: components['responses']['Unauthenticated'];
      /** @description The user may not join this channel (another user's channel, a conversation they are not in, or an unknown channel). */
      403: components['responses']['Forbidden'];
      419: components['responses']['CsrfTokenMismatch'];
      /** @description `socket_id` or `channel_name` is missing. */
      422: components['responses']['ValidationFailed'];
    };
  };
  completeFirstSearch: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Cleared. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      419: components['responses']['CsrfTokenMismatch'];
    };
  };
  listMemberBlocks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The blocked members. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['MemberBlock'][];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      /** @description The user has no completed member profile, or the account is blocked. */
      403: components['responses']['Forbidden'];
    };
  };
  blockMember: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BlockMemberRequest'];
      };
    };
    responses: {
      /** @description Blocked. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MemberBlockCreated'];
        };
      };
      401: components['responses']['Unauthenticated'];
      /** @description The user has no completed member profile, or the account is blocked. */
      403: components['responses']['Forbidden'];
      419: components['responses']['CsrfTokenMismatch'];
      /** @description `blocked_member_id` is missing, unknown, the user's own member, or already blocked. */
      422: components['responses']['ValidationFailed'];
    };
  };
  unblockMember: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The block's id (`pivot.id` in the blocked list, `member_block_id` on the member). */
        pivotId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Unblocked. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      /** @description The block belongs to another user. */
      403: components['responses']['Forbidden'];
      /** @description No such block. */
      404: components['responses']['NotFound'];
      419: components['responses']['CsrfTokenMismatch'];
    };
  };
  reportMember: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MemberReportRequest'];
      };
    };
    responses: {
      /** @description Reported (the documents do not show the answer). */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      /** @description The user has no completed member profile, or the account is blocked. */
      403: components['responses']['Forbidden'];
      419: components['responses']['CsrfTokenMismatch'];
      /** @description `member_id` is missing or unknown, or `reason_code` is not one of the reasons. */
      422: components['responses']['ValidationFailed'];
    };
  };
  listArticles: {
    parameters: {
      query?: {
        /** @description Page number, from 1. */
        page?: components['parameters']['Page'];
        /** @description Whether to list internal content; the product sends `false`. */
        is_internal?: boolean;
        /** @description Only videos or only articles. */
        type?: components['schemas']['ArticleType'];
        /** @description Comma-separated access levels to include, e.g. `public,member` or `vip`. */
        access_level?: components['schemas']['ArticleAccessLevel'][];
        /** @description Free-text search in the titles and texts (the client debounces typing 300 ms). */
        search?: string;
        /** @description Only content by this owner (specialist id). */
        ownerable_id?: number;
        /** @description Order, `-created_at` (default) or `-ownerable_id`. */
        sort?: components['schemas']['ArticleSort'];
        /** @description Page size; default 6 (the media kit uses 3). */
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of content. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Article'][];
            meta: components['schemas']['PaginationMeta'];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      422: components['responses']['ValidationFailed'];
    };
  };
  getArticle: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The article's id. */
        article: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The article. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Article'];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      /** @description No such article. */
      404: components['responses']['NotFound'];
    };
  };
  voteArticle: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The article's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ArticleVoteRequest'];
      };
    };
    responses: {
      /** @description Vote recorded, with the message to show ('vote sent successfully'). */
      200: components['responses']['Message'];
      401: components['responses']['Unauthenticated'];
      /** @description The user may not view this content (member or VIP content without the subscription that opens it), so may not rate it. */
      403: components['responses']['Forbidden'];
      /** @description No such article. */
      404: components['responses']['NotFound'];
      419: components['responses']['CsrfTokenMismatch'];
      /** @description `score` is missing or not an integer from 1 to 5. */
      422: components['responses']['ValidationFailed'];
    };
  };
  listSpecialists: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The specialists. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Specialist'][];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
    };
  };
  submitDailyQuote: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DailyQuoteSubmission'];
      };
    };
    responses: {
      /** @description Received (the documents show no answer). */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      /** @description The user is not a member with a public profile. */
      403: components['responses']['Forbidden'];
      419: components['responses']['CsrfTokenMismatch'];
      /** @description `text` missing or over 200 characters, `locale` not fr or en, or `accept` not true. */
      422: components['responses']['ValidationFailed'];
    };
  };
  updateMemberPause: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdatePauseRequest'];
      };
    };
    responses: {
      200: components['responses']['Message'];
      401: components['responses']['Unauthenticated'];
      /** @description The user has no member profile. */
      403: components['responses']['Forbidden'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  listOrders: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The orders. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Order'][];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
    };
  };
  cancelSubscriptionRenewal: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Auto-renewal cancelled. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      /** @description No auto-renewing subscription to cancel. */
      404: components['responses']['NotFound'];
      419: components['responses']['CsrfTokenMismatch'];
    };
  };
  updateAccountAddress: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateAccountAddressRequest'];
      };
    };
    responses: {
      /** @description Saved. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
      /** @description The location changed too often (the address is geocoded; moves are rate limited). */
      429: components['responses']['TooManyRequests'];
    };
  };
  updateAccountSexualOrientation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateSexualOrientationsRequest'];
      };
    };
    responses: {
      /** @description Saved. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      419: components['responses']['CsrfTokenMismatch'];
      /** @description No orientation, or a value other than man, woman, non_binary. */
      422: components['responses']['ValidationFailed'];
    };
  };
  updateAccountEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateAccountEmailRequest'];
      };
    };
    responses: {
      /** @description Changed. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      419: components['responses']['CsrfTokenMismatch'];
      /** @description Wrong current password, invalid or already used e-mail, or a confirmation that does not match. */
      422: components['responses']['ValidationFailed'];
    };
  };
  sendEmailVerificationLink: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Sent. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      419: components['responses']['CsrfTokenMismatch'];
      429: components['responses']['TooManyRequests'];
    };
  };
  updateAccountPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateAccountPasswordRequest'];
      };
    };
    responses: {
      /** @description Changed. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      419: components['responses']['CsrfTokenMismatch'];
      /** @description Wrong current password, a new password breaking the rule, or a confirmation that does not match. */
      422: components['responses']['ValidationFailed'];
    };
  };
  updateMemberVisibility: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateMemberVisibilityRequest'];
      };
    };
    responses: {
      200: components['responses']['Message'];
      401: components['responses']['Unauthenticated'];
      /** @description The user has no member profile. */
      403: components['responses']['Forbidden'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  updateNotificationSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateNotificationSettingsRequest'];
      };
    };
    responses: {
      200: components['responses']['Message'];
      401: components['responses']['Unauthenticated'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  updateSearchSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateSearchSettingsRequest'];
      };
    };
    responses: {
      /** @description Saved. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      419: components['responses']['CsrfTokenMismatch'];
      /** @description A filter is out of range, more than 5 filters or 5 keywords, or an unknown sort. */
      422: components['responses']['ValidationFailed'];
      /** @description The search location was changed too often; try again after `Retry-After` seconds. */
      429: components['responses']['TooManyRequests'];
    };
  };
  updateAnonymousMode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateAnonymousModeRequest'];
      };
    };
    responses: {
      /** @description Saved. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  listSecondaryConversationRules: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The rules (the documents say only "rules"; the `data` wrapper is our choice). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['SecondaryConversationRule'][];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      /** @description The user has no member profile. */
      403: components['responses']['Forbidden'];
    };
  };
  saveSecondaryConversationRules: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SaveSecondaryConversationRulesRequest'];
      };
    };
    responses: {
      /** @description Saved. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      /** @description The user has no member profile. */
      403: components['responses']['Forbidden'];
      419: components['responses']['CsrfTokenMismatch'];
      /**
       * @description More than 3 rules, a type used twice, a question outside the allowed list, missing options for a
       *     question rule, or a missing or out-of-range range (errors per item, e.g.
       *     `secondary_conversation_rules.0.value`).
       */
      422: components['responses']['ValidationFailed'];
    };
  };
  updateAmbassador: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateAmbassadorRequest'];
      };
    };
    responses: {
      /** @description Saved. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      /** @description The user is not an ambassador. */
      403: components['responses']['Forbidden'];
      419: components['responses']['CsrfTokenMismatch'];
      /** @description Missing or unknown objective, or an invalid field. */
      422: components['responses']['ValidationFailed'];
      /** @description The location changed too often (the address is geocoded; moves are rate limited). */
      429: components['responses']['TooManyRequests'];
    };
  };
  getAmbassadorStats: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The statistics. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AmbassadorStats'];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      /** @description The user is not an ambassador. */
      403: components['responses']['Forbidden'];
    };
  };
  getAmbassadorBalance: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The balance. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AmbassadorBalance'];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      /** @description The user is not an ambassador. */
      403: components['responses']['Forbidden'];
    };
  };
  listBalanceClaims: {
    parameters: {
      query?: {
        /** @description `filter[status]=pending` or `filter[status]=approved`. */
        filter?: {
          status?: components['schemas']['BalanceClaimStatus'];
        };
        /** @description `-created_at`: newest first. */
        sort?: '-created_at';
        /** @description At most this many claims (the pending notice asks for 1). */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The claims (the documents say only "claims"; the `data` wrapper is our choice). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['BalanceClaim'][];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      /** @description The user is not an ambassador. */
      403: components['responses']['Forbidden'];
      422: components['responses']['ValidationFailed'];
    };
  };
  createBalanceClaim: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateBalanceClaimRequest'];
      };
    };
    responses: {
      /** @description Claimed (the documents show no answer). */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      /** @description The user is not an ambassador. */
      403: components['responses']['Forbidden'];
      419: components['responses']['CsrfTokenMismatch'];
      /**
       * @description Amount missing, below 50 or above the balance, e-mail missing or invalid, invoice missing when the
       *     ambassador has taxes, or a SIN required and not on file.
       */
      422: components['responses']['ValidationFailed'];
    };
  };
  listReferrals: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The referrals (the documents say only "list"; the `data` wrapper is our choice). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Referral'][];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      /** @description The user is not an ambassador. */
      403: components['responses']['Forbidden'];
    };
  };
  sendReferralMail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReferralMailRequest'];
      };
    };
    responses: {
      /** @description Sent (the documents show no answer). */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      /** @description The user is not an ambassador. */
      403: components['responses']['Forbidden'];
      419: components['responses']['CsrfTokenMismatch'];
      /** @description No e-mail, an invalid e-mail (`emails.0`...), or no message. */
      422: components['responses']['ValidationFailed'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getSharedMember: {
    parameters: {
      query?: {
        /** @description Language of the labels and answers (the page's optional `locale` query). */
        locale?: components['schemas']['Locale'];
      };
      header?: never;
      path: {
        /** @description The shared member's id (from the share link). */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The shared profile. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PublicMember'];
          };
        };
      };
      /** @description No such member, no valid share link, or the link expired; the page shows its 404 message. */
      404: components['responses']['NotFound'];
      /** @description `locale` is not `fr` or `en`. */
      422: components['responses']['ValidationFailed'];
    };
  };
  uploadToStorage: {
    parameters: {
      query: {
        /** @description Unix time after which the URL is refused. */
        expires: number;
        /** @description The URL's signature. */
        signature: string;
      };
      header?: never;
      path: {
        /** @description The `key` answered by `POST /vapor/signed-storage-url`, percent-encoded (`tmp%2F{uuid}`). */
        key: string;
      };
      cookie?: never;
    };
    /** @description The raw file, with the `Content-Type` asked for in `content_type`. */
    requestBody: {
      content: {
        '*/*': string;
      };
    };
    responses: {
      /** @description The file is stored under the key. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The signature is wrong or the URL has expired. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "Invalid signature."
           *     }
           */
          'application/json': components['schemas']['ErrorMessage'];
        };
      };
      /** @description The file is larger than the largest file the product takes (20 MB). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorMessage'];
        };
      };
      /** @description The `Content-Type` differs from the one the URL was signed for. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorMessage'];
        };
      };
    };
  };
  getStoredFile: {
    parameters: {
      query?: {
        /** @description Unix time after which the URL is refused (signed URLs of private files). */
        expires?: number;
        /** @description The URL's signature (signed URLs of private files). */
        signature?: string;
      };
      header?: never;
      path: {
        /** @description The storage key of the file, percent-encoded. */
        key: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file, with its stored content type. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': string;
        };
      };
      /** @description The signature is missing, wrong or expired. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorMessage'];
        };
      };
      /** @description No file under this key. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorMessage'];
        };
      };
    };
  };
  verifyEmail: {
    parameters: {
      query: {
        /** @description Unix time after which the link is refused. */
        expires: number;
        /** @description The link's signature. */
        signature: string;
      };
      header?: never;
      path: {
        /** @description The user's id. */
        id: number;
        /** @description SHA-1 hash of the user's email. */
        hash: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Verified (a request that accepts JSON gets no redirect). */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Verified (or already verified); redirects to the web app. */
      302: {
        headers: {
          /** @description The web app's home route (`/?verified=1`), which sends the user on by their state. */
          Location?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The signature is wrong or the link has expired, or the hash does not match the user's email. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "Invalid signature."
           *     }
           */
          'application/json': components['schemas']['ErrorMessage'];
        };
      };
      /** @description No such user. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorMessage'];
        };
      };
    };
  };
  unsubscribeFromMessageNotifications: {
    parameters: {
      query: {
        /** @description The link's signature. */
        signature: string;
      };
      header?: never;
      path: {
        /** @description The user's id. */
        id: number;
        /** @description Which message notifications to turn off. */
        inbox: components['schemas']['ConversationPriority'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Turned off (a request that accepts JSON gets no redirect). */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Turned off; redirects to the app's notification settings. */
      302: {
        headers: {
          /** @description The web app's notification settings (`/member/settings/notifications?unsubscribed={inbox}`). */
          Location?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The signature is wrong. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorMessage'];
        };
      };
      /** @description No such user. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorMessage'];
        };
      };
    };
  };
}
type WithRequired<T, K extends keyof T> = T & {
  [P in K]-?: T[P];
};
