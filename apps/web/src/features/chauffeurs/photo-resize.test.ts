import { describe, expect, it } from 'vitest';
import { dataUrlBytes, fitWithin, MAX_PHOTO_BYTES } from './photo-resize.ts';

describe('the photo made small in the browser', () => {
  it('When a data URL is measured, then its decoded bytes are counted, padding included', () => {
    expect(dataUrlBytes(`data:image/jpeg;base64,${btoa('abc')}`)).toBe(3);
    expect(dataUrlBytes(`data:image/jpeg;base64,${btoa('abcd')}`)).toBe(4);
    expect(dataUrlBytes(`data:image/jpeg;base64,${btoa('abcde')}`)).toBe(5);
    expect(MAX_PHOTO_BYTES).toBe(204_800);
  });

  it('When a picture is fitted, then its longer side becomes the limit, never larger than it was', () => {
    expect(fitWithin(4000, 3000, 640)).toEqual({ width: 640, height: 480 });
    expect(fitWithin(1080, 1920, 640)).toEqual({ width: 360, height: 640 });
    expect(fitWithin(200, 100, 640)).toEqual({ width: 200, height: 100 });
  });
});
