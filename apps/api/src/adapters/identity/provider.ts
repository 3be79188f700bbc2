/** What the identity provider is asked to check. */
export interface IdentityClaim {
  firstName: string;
  lastName: string;
  /** yyyy-MM-dd */
  birthday: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  country: string;
  postalCode: string;
}

export type IdentityOutcome =
  | { kind: 'success' }
  /** The person could not be verified this time; a retry may work (803, 805). */
  | { kind: 'warning'; code: 803 | 805 }
  /** The check failed; an administrator verifies manually (800, 802, 804). */
  | { kind: 'error'; code: 800 | 802 | 804 }
  /** Fraud suspected: the account is blocked (600, 801). */
  | { kind: 'blocked'; code: 600 | 801 };

/** The electronic identity check. Production: the real eID provider's adapter fills this interface. */
export interface IdentityProvider {
  verify(claim: IdentityClaim): Promise<IdentityOutcome>;
}

/**
 * The embedded test provider, deterministic. Documented inputs: a last name `Test<code>` (any case,
 * e.g. `Test803`) answers that code — 803 and 805 warnings, 800, 802 and 804 errors, 600 and 801
 * blocked. Every other person is verified. (Code 806, same name and birth date as another account, is
 * decided by the API itself before the provider is asked.)
 */
export function createTestIdentityProvider(): IdentityProvider {
  return {
    verify(claim) {
      const code = /^test(\d{3})$/i.exec(claim.lastName.trim())?.[1];
      switch (code) {
        case '803':
        case '805':
          return Promise.resolve({ kind: 'warning', code: Number(code) as 803 | 805 });
        case '800':
        case '802':
        case '804':
          return Promise.resolve({ kind: 'error', code: Number(code) as 800 | 802 | 804 });
        case '600':
        case '801':
          return Promise.resolve({ kind: 'blocked', code: Number(code) as 600 | 801 });
        default:
          return Promise.resolve({ kind: 'success' });
      }
    },
  };
}
