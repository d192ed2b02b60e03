import { describe, expect, it } from 'vitest';
import { hasVisibleContent, templateContentSchema, templatePlaceholders } from './template-editing.ts';

describe('template editing rules', () => {
  it('When the editor holds only empty paragraphs, then there is no content; text or a picture is content', () => {
    expect(hasVisibleContent('<p></p><p>&nbsp;</p>')).toBe(false);
    expect(hasVisibleContent('<p>Hi</p>')).toBe(true);
    expect(hasVisibleContent('<p><img src="/a.png"></p>')).toBe(true);
  });

  it('When a mail template is read, then its placeholders come once each in order of use', () => {
    expect(templatePlaceholders('<p>{{firstName}} {{ link }} {{firstName}}</p>')).toEqual(['firstName', 'link']);
  });

  it('When the content is empty, then the schema answers the message', () => {
    const result = templateContentSchema.safeParse({ templateId: 3, languageId: 2, value: '<p></p>' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('Please enter the content');
  });
});
