import { describe, expect, it } from 'vitest';
import {
  SHARE_CONTENT_TYPES,
  SHARE_PLATFORMS,
  buildShareLink,
  canGoNext,
  checkShareEmail,
  initialShareWizardState,
  mailtoUrl,
  parseEmailList,
  platformShareUrl,
  shareWizardReducer,
  stepsFor,
  type ShareWizardAction,
  type ShareWizardState,
} from './share-wizard.ts';

function run(...actions: ShareWizardAction[]): ShareWizardState {
  return actions.reduce(shareWizardReducer, initialShareWizardState);
}

/** A video chosen, item 2 chosen, Facebook chosen, on the share step. */
const videoShared = run(
  { type: 'selectContentType', contentType: 'video' },
  { type: 'next' },
  { type: 'selectItem', itemId: 2 },
  { type: 'next' },
  { type: 'selectPlatform', platform: 'facebook' },
  { type: 'next' },
);

describe('the choices of the spec', () => {
  it('offers website, promo video and article, then Facebook, Messenger, email and copy link', () => {
    expect(SHARE_CONTENT_TYPES).toEqual(['website', 'video', 'article']);
    expect(SHARE_PLATFORMS).toEqual(['facebook', 'messenger', 'email', 'copy']);
  });

  it('has the item step only for a video or an article', () => {
    expect(stepsFor(null)).toEqual(['content', 'item', 'platform', 'share']);
    expect(stepsFor('video')).toEqual(['content', 'item', 'platform', 'share']);
    expect(stepsFor('article')).toEqual(['content', 'item', 'platform', 'share']);
    expect(stepsFor('website')).toEqual(['content', 'platform', 'share']);
  });
});

describe('next is disabled until the choice is made', () => {
  it('on the content step until a type is chosen', () => {
    expect(canGoNext(initialShareWizardState)).toBe(false);
    expect(shareWizardReducer(initialShareWizardState, { type: 'next' })).toBe(
      initialShareWizardState,
    );
    expect(canGoNext(run({ type: 'selectContentType', contentType: 'article' }))).toBe(true);
  });

  it('on the item step until an item is chosen', () => {
    const onItem = run({ type: 'selectContentType', contentType: 'video' }, { type: 'next' });
    expect(onItem.step).toBe('item');
    expect(canGoNext(onItem)).toBe(false);
    expect(shareWizardReducer(onItem, { type: 'next' })).toBe(onItem);
    expect(canGoNext(shareWizardReducer(onItem, { type: 'selectItem', itemId: 1 }))).toBe(true);
  });

  it('on the platform step until a platform is chosen, and never on the last step', () => {
    const onPlatform = run({ type: 'selectContentType', contentType: 'website' }, { type: 'next' });
    expect(onPlatform.step).toBe('platform');
    expect(canGoNext(onPlatform)).toBe(false);
    const chosen = shareWizardReducer(onPlatform, { type: 'selectPlatform', platform: 'copy' });
    expect(canGoNext(chosen)).toBe(true);
    const last = shareWizardReducer(chosen, { type: 'next' });
    expect(last.step).toBe('share');
    expect(canGoNext(last)).toBe(false);
    expect(shareWizardReducer(last, { type: 'next' })).toBe(last);
  });
});

describe('moving between steps', () => {
  it('goes through the four steps for a video', () => {
    expect(videoShared).toEqual({
      step: 'share',
      contentType: 'video',
      itemId: 2,
      platform: 'facebook',
    });
  });

  it('skips the item step for the website, both ways', () => {
    const state = run(
      { type: 'selectContentType', contentType: 'website' },
      { type: 'next' },
      { type: 'selectPlatform', platform: 'email' },
      { type: 'next' },
    );
    expect(state.step).toBe('share');
    const back = shareWizardReducer(state, { type: 'back' });
    expect(back.step).toBe('platform');
    expect(shareWizardReducer(back, { type: 'back' }).step).toBe('content');
  });

  it('goes back without losing the choices, and stays on the first step', () => {
    const back = run(
      { type: 'selectContentType', contentType: 'article' },
      { type: 'next' },
      { type: 'selectItem', itemId: 'a' },
      { type: 'back' },
    );
    expect(back).toEqual({ step: 'content', contentType: 'article', itemId: 'a', platform: null });
    expect(shareWizardReducer(back, { type: 'back' })).toBe(back);
  });

  it('starts over on reset', () => {
    expect(shareWizardReducer(videoShared, { type: 'reset' })).toEqual(initialShareWizardState);
  });
});

describe('resets', () => {
  it('changing the content type resets the item and the platform', () => {
    const backToStart = run(
      { type: 'selectContentType', contentType: 'video' },
      { type: 'next' },
      { type: 'selectItem', itemId: 2 },
      { type: 'next' },
      { type: 'selectPlatform', platform: 'facebook' },
      { type: 'back' },
      { type: 'back' },
    );
    expect(backToStart).toMatchObject({ step: 'content', itemId: 2, platform: 'facebook' });
    expect(
      shareWizardReducer(backToStart, { type: 'selectContentType', contentType: 'article' }),
    ).toEqual({ step: 'content', contentType: 'article', itemId: null, platform: null });
    expect(
      shareWizardReducer(backToStart, { type: 'selectContentType', contentType: 'website' }),
    ).toEqual({ step: 'content', contentType: 'website', itemId: null, platform: null });
  });

  it('choosing the same content type again keeps the item and the platform', () => {
    const state = { ...videoShared, step: 'content' as const };
    expect(shareWizardReducer(state, { type: 'selectContentType', contentType: 'video' })).toBe(
      state,
    );
  });

  it('changing the item resets the platform (and keeps the content type)', () => {
    const state = { ...videoShared, step: 'item' as const };
    expect(shareWizardReducer(state, { type: 'selectItem', itemId: 3 })).toEqual({
      step: 'item',
      contentType: 'video',
      itemId: 3,
      platform: null,
    });
  });

  it('choosing the same item again keeps the platform', () => {
    const state = { ...videoShared, step: 'item' as const };
    expect(shareWizardReducer(state, { type: 'selectItem', itemId: 2 })).toBe(state);
  });

  it('changing the platform changes nothing else', () => {
    const state = { ...videoShared, step: 'platform' as const };
    expect(shareWizardReducer(state, { type: 'selectPlatform', platform: 'copy' })).toEqual({
      ...state,
      platform: 'copy',
    });
  });

  it('ignores an item for the website or before a type is chosen', () => {
    const website = run({ type: 'selectContentType', contentType: 'website' });
    expect(shareWizardReducer(website, { type: 'selectItem', itemId: 1 })).toBe(website);
    expect(shareWizardReducer(initialShareWizardState, { type: 'selectItem', itemId: 1 })).toBe(
      initialShareWizardState,
    );
  });
});

describe('buildShareLink', () => {
  const base = { code: 'MARIE42', referralLink: 'https://example.com/?reference=MARIE42' };

  it('uses the referral link for the website', () => {
    expect(buildShareLink({ ...base, contentType: 'website' })).toBe(
      'https://example.com/?reference=MARIE42',
    );
  });

  it('sets the reference query of the item’s website_url to the ambassador code', () => {
    expect(
      buildShareLink({
        ...base,
        contentType: 'video',
        item: { website_url: 'https://example.com/videos/intro' },
      }),
    ).toBe('https://example.com/videos/intro?reference=MARIE42');
    expect(
      buildShareLink({
        ...base,
        contentType: 'article',
        item: { website_url: 'https://example.com/a?lang=fr&reference=OLD#top' },
      }),
    ).toBe('https://example.com/a?lang=fr&reference=MARIE42#top');
  });

  it('has no link without an item or with an invalid address', () => {
    expect(buildShareLink({ ...base, contentType: 'video' })).toBeNull();
    expect(
      buildShareLink({ ...base, contentType: 'article', item: { website_url: 'pas une url' } }),
    ).toBeNull();
  });
});

describe('platformShareUrl', () => {
  it('builds the Facebook and Messenger addresses, none for email and copy', () => {
    const link = 'https://example.com/?reference=A&b=1';
    expect(platformShareUrl('facebook', link)).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fexample.com%2F%3Freference%3DA%26b%3D1',
    );
    expect(platformShareUrl('messenger', link)).toBe(
      'fb-messenger://share/?link=https%3A%2F%2Fexample.com%2F%3Freference%3DA%26b%3D1',
    );
    expect(platformShareUrl('email', link)).toBeNull();
    expect(platformShareUrl('copy', link)).toBeNull();
  });
});

describe('share by email', () => {
  it('requires the addresses, the subject and the body', () => {
    expect(checkShareEmail({ emails: ' ', subject: '', body: '  ' })).toEqual({
      emails: 'required',
      subject: 'required',
      body: 'required',
    });
    expect(checkShareEmail({ emails: 'a@b.ca', subject: 'S', body: 'B' })).toEqual({});
  });

  it('refuses an address that is not one', () => {
    expect(checkShareEmail({ emails: 'a@b.ca, luc', subject: 'S', body: 'B' })).toEqual({
      emails: 'invalid',
    });
  });

  it('splits the addresses on commas, semicolons and spaces', () => {
    expect(parseEmailList('a@b.ca, c@d.ca;e@f.ca  g@h.ca,')).toEqual([
      'a@b.ca',
      'c@d.ca',
      'e@f.ca',
      'g@h.ca',
    ]);
  });

  it('builds a mailto link with the subject and the body encoded', () => {
    expect(
      mailtoUrl({
        emails: 'luc@exemple.ca, ana+rencontre@exemple.ca',
        subject: ' Un mois offert ',
        body: 'Bonjour,\n\nhttps://example.com/?reference=A&b=1',
      }),
    ).toBe(
      'mailto:luc@exemple.ca,ana%2Brencontre@exemple.ca?subject=Un%20mois%20offert&body=Bonjour%2C%0A%0Ahttps%3A%2F%2Fexample.com%2F%3Freference%3DA%26b%3D1',
    );
  });
});
