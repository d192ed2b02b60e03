import { describe, expect, it } from 'vitest';
import { applySaveAction, inPublicationGroup, saveActionOf, saveFlagsFor } from './draft-publish.ts';

describe('draft and publish', () => {
  it('When a new record is saved as draft, then it is a draft and not published', () => {
    expect(applySaveAction(null, 'draft')).toEqual({ isDraft: true, isPublished: false });
  });

  it('When an existing published record is saved as draft, then it stays published with a draft pending', () => {
    expect(applySaveAction({ isDraft: false, isPublished: true }, 'draft')).toEqual({
      isDraft: true,
      isPublished: true,
    });
    expect(applySaveAction({ isDraft: true, isPublished: false }, 'draft')).toEqual({
      isDraft: true,
      isPublished: false,
    });
  });

  it('When any record is published, then it is published and no longer a draft', () => {
    expect(applySaveAction(null, 'publish')).toEqual({ isDraft: false, isPublished: true });
    expect(applySaveAction({ isDraft: true, isPublished: true }, 'publish')).toEqual({
      isDraft: false,
      isPublished: true,
    });
  });

  it('When the form sends its flags, then the pressed button is read from them', () => {
    expect(saveActionOf({ isDraft: true, isPublished: true })).toBe('draft');
    expect(saveActionOf({ isDraft: false, isPublished: true })).toBe('publish');
    expect(saveActionOf({ isPublished: true })).toBe('publish');
    expect(saveActionOf({})).toBe('draft');
    expect(saveActionOf(saveFlagsFor('publish'))).toBe('publish');
    expect(saveActionOf(saveFlagsFor('draft'))).toBe('draft');
  });

  it('When the list shows Published or Unpublished, then a record sits in exactly one group', () => {
    const draft = { isDraft: true, isPublished: false };
    const published = { isDraft: false, isPublished: true };
    expect(inPublicationGroup(draft, 'Unpublished')).toBe(true);
    expect(inPublicationGroup(draft, 'Published')).toBe(false);
    expect(inPublicationGroup(published, 'Published')).toBe(true);
  });
});
